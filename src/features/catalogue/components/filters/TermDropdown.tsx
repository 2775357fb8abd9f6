import { useState, type HTMLAttributes, type Key } from 'react';
import { useIntl } from 'react-intl';
import { Autocomplete, Box, Chip, TextField, type AutocompleteRenderInputParams } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { LISTING_LIMITS } from '@domain/listing';
import type { AttributeFacet, TermFacet } from '@features/catalogue/model/listing-types';
import { filterTerms, TERM_QUERY_MAX, type ChoiceMode } from '@features/catalogue/model/filters';
import { TermLabel } from './TermLabel';
import { filterMessages } from '../../filter-messages';

export interface TermDropdownProps {
  facet: AttributeFacet;
  chosen: string[];
  mode: ChoiceMode;
  /** The attribute's whole new choice (slugs). */
  onChange(terms: string[]): void;
  /** Characters to type before terms are listed; 0 lists them all. */
  minQueryLength?: number;
}

/**
 * A long term list (SEARCHABLE_MIN_TERMS or more) as a combobox with a search box: MUI Autocomplete, which gives the
 * APG combobox keyboard (arrows, Enter, Escape, Backspace on chips). Its messages ('Please enter 1 or more
 * characters', 'No matches found'…) keep the platform's English; MUI shows them in the popup's own polite status region, so they are announced too.
 */
export function TermDropdown({ facet, chosen, mode, onChange, minQueryLength = 0 }: TermDropdownProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const nameOf = (slug: string) => facet.terms.find((t) => t.slug === slug)?.name ?? slug;
  const full = mode === 'multiple' && chosen.length >= LISTING_LIMITS.termsPerAttribute;
  const swatch = (term: TermFacet) => (facet.type === 'colour' ? term.swatch : undefined);
  // A single-choice box shows the chosen term's name; that name is not a search, so every term stays listed.
  const search = mode === 'single' && chosen[0] !== undefined && nameOf(chosen[0]) === query ? '' : query;

  // The one message the popup shows instead of options, if any, in select2's order of precedence.
  const message =
    search.length > TERM_QUERY_MAX
      ? intl.formatMessage(filterMessages.filtersSearchTooLong, { count: search.length - TERM_QUERY_MAX })
      : search.trim().length < minQueryLength
        ? intl.formatMessage(filterMessages.filtersSearchTooShort, { count: minQueryLength - search.trim().length })
        : full
          ? intl.formatMessage(filterMessages.filtersSearchMaxSelected, { count: LISTING_LIMITS.termsPerAttribute })
          : null;
  const options = message ? [] : filterTerms(facet.terms, search);
  const noOptionsText = message ?? intl.formatMessage(filterMessages.filtersSearchNoMatches);
  const common = {
    options: facet.terms,
    // Filtering is ours (accent- and case-insensitive, see filterTerms) and depends on the messages above.
    filterOptions: () => options,
    // Selections are term slugs, as in the filters.
    getOptionValue: (term: TermFacet) => term.slug,
    getOptionLabel: (term: TermFacet | string) => (typeof term === 'string' ? nameOf(term) : term.name),
    inputValue: query,
    onInputChange: (_event: unknown, text: string, reason: string) => {
      // On selection MUI writes the chosen name into the box ('reset'): right for a single choice; a multiple
      // choice shows chips instead, and keeps the search so several matches can be picked in a row.
      if (reason !== 'reset' || mode === 'single') setQuery(text);
    },
    noOptionsText,
    openText: intl.formatMessage(filterMessages.filtersSearchOpen),
    closeText: intl.formatMessage(filterMessages.filtersSearchCloseList),
    clearText: intl.formatMessage(filterMessages.filtersSearchClear),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField {...params} label={intl.formatMessage(filterMessages.filtersSearchLabel, { attribute: facet.name })} />
    ),
    renderOption: (
      { key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key },
      term: TermFacet,
      state: { selected: boolean },
    ) => (
      <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
        <CheckIcon aria-hidden="true" fontSize="small" sx={{ visibility: state.selected ? 'visible' : 'hidden' }} />
        <TermLabel name={term.name} count={term.count} swatch={swatch(term)} />
      </Box>
    ),
  };

  return (
    <Box sx={{ paddingBlockStart: 1 }}>
      {mode === 'multiple' ? (
        <Autocomplete
          {...common}
          multiple
          disableCloseOnSelect
          value={chosen}
          onChange={(_event, next) => onChange(next)}
          renderValue={(slugs, getItemProps) =>
            slugs.map((slug, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} {...itemProps} size="small" label={nameOf(slug)} />;
            })
          }
        />
      ) : (
        <Autocomplete {...common} value={chosen[0] ?? null} onChange={(_event, next) => onChange(next ? [next] : [])} />
      )}
    </Box>
  );
}
