import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Category } from '@entities/category/api';
import { CATEGORY_COLUMNS } from '../model/home';
import { CardGrid } from './CardGrid';
import { CategoryTile } from './CategoryTile';
import { catalogueMessages } from '../messages';

/** The top-level categories as a grid of tiles. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const intl = useIntl();
  if (categories.length === 0) {
    return <Typography color="text.secondary">{intl.formatMessage(catalogueMessages.categoriesEmpty)}</Typography>;
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
