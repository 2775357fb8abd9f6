import type { Category } from '@entities/category/api';
import { Typography } from '@mui/material';
import { useIntl } from '@shared/i18n/intl';

import { CATEGORY_COLUMNS } from '../model/home';
import { CardGrid } from './CardGrid';
import { CategoryTile } from './CategoryTile';

/** The top-level categories as a grid of tiles. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const intl = useIntl();
  if (categories.length === 0) {
    return <Typography color="text.secondary">{intl.formatMessage({ id: 'catalogue.categories.empty' })}</Typography>;
  }
  return (
    <CardGrid columns={CATEGORY_COLUMNS}>
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} />
        </li>
      ))}
    </CardGrid>
  );
}
