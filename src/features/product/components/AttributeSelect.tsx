import { useId } from 'react';
import { Box } from '@mui/material';
import type { OptionState } from '@domain/variations';
import { useIntl } from 'react-intl';
import type { ProductAttribute } from '../model/types';
import { nativeFieldStyle } from './field-style';
import { productMessages } from '../messages';

interface Props {
  attribute: ProductAttribute;
  options: OptionState[];
  /** The chosen term, '' when none. */
  value: string;
  onChange: (term: string) => void;
}

/**
 * An attribute as a native dropdown: 'Choose an option' first; options that match no
 * variation are absent, inactive ones disabled, out-of-stock ones marked. Native, so the keyboard and the screen
 * reader behave as the platform's own in every direction (mui#31005).
 */
export function AttributeSelect({ attribute, options, value, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    // A narrow place (a companion's card) may be narrower than the longest option: the list then shrinks to fit.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 'bold' }}>
        {attribute.name}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={(theme) => ({
          ...nativeFieldStyle(theme),
          backgroundColor: theme.palette.background.paper,
          maxInlineSize: '20rem',
          minInlineSize: 0,
        })}
      >
        <option value="">{intl.formatMessage(productMessages.chooseOption)}</option>
        {options.map((option) => {
          const name = attribute.terms.find((t) => t.slug === option.term)?.name ?? option.term;
          return (
            <option key={option.term} value={option.term} disabled={!option.enabled}>
              {option.outOfStock ? intl.formatMessage(productMessages.swatchOutOfStock, { term: name }) : name}
            </option>
          );
        })}
      </Box>
    </Box>
  );
}
