import { toggleTerm, type ListingFilters } from '@domain/listing';
import type { AttributeFacet } from '@features/catalogue/model/listing-types';
import { chosenTerms, isSearchableFacet, setTerms, type ChoiceMode } from '@features/catalogue/model/filters';
import { FilterWidget } from './FilterWidget';
import { TermList } from './TermList';
import { TermDropdown } from './TermDropdown';

export interface AttributeFilterProps {
  facet: AttributeFacet;
  filters: ListingFilters;
  onChange(next: ListingFilters): void;
  /** 'single': one term at a time (radios); 'multiple' (default): each term toggles. */
  mode?: ChoiceMode;
  headingLevel?: 2 | 3 | 4;
}

/**
 * One layered-navigation widget: the attribute's terms with their counts, as a list, or as a dropdown
 * with a search box from SEARCHABLE_MIN_TERMS terms (colours, shown as swatches, from SEARCHABLE_MIN_COLOURS). The and/or query type is the address's, kept as it is.
 */
export function AttributeFilter({ facet, filters, onChange, mode = 'multiple', headingLevel }: AttributeFilterProps) {
  const chosen = chosenTerms(filters, facet.slug);
  if (facet.terms.length === 0) return null;
  return (
    <FilterWidget title={facet.name} headingLevel={headingLevel}>
      {isSearchableFacet(facet) ? (
        <TermDropdown
          facet={facet}
          chosen={chosen}
          mode={mode}
          onChange={(terms) => onChange(setTerms(filters, facet.slug, terms))}
        />
      ) : (
        <TermList
          facet={facet}
          chosen={chosen}
          mode={mode}
          onToggle={(term) => onChange(toggleTerm(filters, facet.slug, term, mode))}
          onClear={() => onChange(setTerms(filters, facet.slug, []))}
        />
      )}
    </FilterWidget>
  );
}
