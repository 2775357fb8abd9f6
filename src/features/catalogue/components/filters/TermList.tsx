import { useIntl } from 'react-intl';
import { Box, Checkbox, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import type { AttributeFacet } from '@features/catalogue/model/listing-types';
import type { ChoiceMode } from '@features/catalogue/model/filters';
import { TermLabel } from './TermLabel';
import { filterMessages } from '../../filter-messages';

export interface TermListProps {
  facet: AttributeFacet;
  chosen: string[];
  mode: ChoiceMode;
  onToggle(term: string): void;
  /** Single-choice lists only: the 'Any' radio, which clears the attribute. */
  onClear(): void;
}

const RESET = '';

/**
 * A short term list (under SEARCHABLE_MIN_TERMS, or a colour list under SEARCHABLE_MIN_COLOURS): checkboxes that each toggle, or radios where one term is chosen
 * at a time. Radios cannot be unchecked from the keyboard, so a single-choice list starts with 'Any'.
 */
export function TermList({ facet, chosen, mode, onToggle, onClear }: TermListProps) {
  const intl = useIntl();
  const swatch = (slug: string) =>
    facet.type === 'colour' ? (facet.terms.find((t) => t.slug === slug)?.swatch ?? null) : undefined;

  if (mode === 'single') {
    return (
      <RadioGroup
        name={`filter-${facet.slug}`}
        value={chosen[0] ?? RESET}
        onChange={(_event, value) => (value === RESET ? onClear() : onToggle(value))}
      >
        <FormControlLabel value={RESET} control={<Radio />} label={intl.formatMessage(filterMessages.filtersAny)} />
        {facet.terms.map((term) => (
          <FormControlLabel
            key={term.slug}
            value={term.slug}
            control={<Radio />}
            label={<TermLabel name={term.name} count={term.count} swatch={swatch(term.slug)} />}
          />
        ))}
      </RadioGroup>
    );
  }

  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        // Colours side by side, two a row: a long list of swatches stays short.
        ...(facet.type === 'colour' && { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }),
      }}
    >
      {facet.terms.map((term) => (
        <li key={term.slug}>
          <FormControlLabel
            control={<Checkbox checked={chosen.includes(term.slug)} onChange={() => onToggle(term.slug)} />}
            label={<TermLabel name={term.name} count={term.count} swatch={swatch(term.slug)} />}
          />
        </li>
      ))}
    </Box>
  );
}
