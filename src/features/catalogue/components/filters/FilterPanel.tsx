import type { Category } from '@entities/category/api';
import { Stack } from '@mui/material';
import type { ListingFilters } from '@domain/listing';
import type { ListingCategory, ListingFacets } from '@features/catalogue/model/listing-types';

import { CategoryFilter } from './CategoryFilter';
import { PriceFilter } from './PriceFilter';
import { AttributeFilter } from './AttributeFilter';

export interface FilterPanelProps {
  facets: ListingFacets;
  filters: ListingFilters;
  category: ListingCategory | null;
  categories: Category[];
  categoryHref(slug: string | null): string;
  onChange(next: ListingFilters): void;
  /** Attributes whose list is single-choice (one item chosen at a time); every other list toggles. */
  singleChoice?: readonly string[];
}

/** The filter widgets in their order (categories, price, attributes), shared by the sidebar and the drawer. */
export function FilterPanel({
  facets,
  filters,
  category,
  categories,
  categoryHref,
  onChange,
  singleChoice = [],
}: FilterPanelProps) {
  return (
    <Stack spacing={1}>
      <CategoryFilter categories={categories} facets={facets} category={category} categoryHref={categoryHref} />
      <PriceFilter price={facets.price} filters={filters} onChange={onChange} />
      {facets.attributes.map((facet) => (
        <AttributeFilter
          key={facet.slug}
          facet={facet}
          filters={filters}
          onChange={onChange}
          mode={singleChoice.includes(facet.slug) ? 'single' : 'multiple'}
        />
      ))}
    </Stack>
  );
}
