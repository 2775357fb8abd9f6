import type { Category } from '@entities/category/api';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';

import { CardImage } from './CardImage';
import { CardLink } from './CardLink';
import { catalogueMessages } from '../messages';
import { categoryPath } from '@domain/page-paths';

/**
 * A category: its name (a link to the category listing, stretched over the tile), how many
 * products it holds, and its picture. The picture only illustrates the name beside it, so its
 * alt is empty: the link is not announced twice.
 */
export function CategoryTile({ category }: { category: Category }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography component="h3" variant="h4">
        <CardLink to={categoryPath(locale, category.slug)}>{category.name}</CardLink>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(catalogueMessages.categoryProductCount, { count: category.productCount })}
      </Typography>
      <Box sx={{ order: -1, marginBlockEnd: 0.5 }}>
        <CardImage image={category.image} ratio="4 / 3" alt="" />
      </Box>
    </Box>
  );
}
