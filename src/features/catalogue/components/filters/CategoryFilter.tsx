import { useIntl } from 'react-intl';
import { Box } from '@mui/material';
import type { ListingCategory, ListingFacets } from '@features/catalogue/model/listing-types';
import type { Category } from '@entities/category/api';
import { FilterWidget } from './FilterWidget';
import { CategoryBranch } from './CategoryBranch';
import { CategoryLink } from './CategoryLink';
import { filterMessages } from '../../filter-messages';

export interface CategoryFilterProps {
  /** The tree of GET /api/catalogue/categories. */
  categories: Category[];
  facets: ListingFacets;
  /** The listing's category; null on the shop page and search results. */
  category: ListingCategory | null;
  /** The page's address for a category (null: the whole shop), keeping the query. */
  categoryHref(slug: string | null): string;
  headingLevel?: 2 | 3 | 4;
}

/** The product category widget: links with counts under the current filters, parents expandable. */
export function CategoryFilter({ categories, facets, category, categoryHref, headingLevel }: CategoryFilterProps) {
  const intl = useIntl();
  if (categories.length === 0) return null;
  return (
    <FilterWidget title={intl.formatMessage(filterMessages.filtersCategoriesTitle)} headingLevel={headingLevel}>
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <CategoryLink
            href={categoryHref(null)}
            name={intl.formatMessage(filterMessages.filtersCategoriesAllProducts)}
            current={category === null}
          />
        </li>
        {categories.map((node) => (
          <CategoryBranch key={node.id} node={node} facets={facets} current={category} categoryHref={categoryHref} />
        ))}
      </Box>
    </FilterWidget>
  );
}
