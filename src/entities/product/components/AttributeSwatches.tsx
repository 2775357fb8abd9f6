import { useId } from 'react';
import { Box } from '@mui/material';
import { swatchStates, type OptionState, type Selection } from '@domain/variations';
import { useIntl } from 'react-intl';
import type { ProductAttribute } from '../model/types';
import { SwatchButton } from './SwatchButton';
import { TermButton } from './TermButton';
import { attributeMessages } from '../messages';

interface Props {
  attribute: ProductAttribute;
  options: OptionState[];
  selection: Selection;
  onToggle: (term: string) => void;
}

/**
 * An attribute as swatches with the 'selected term name' label ('Colour: indigo', 'Size: 40'): colours as colour
 * swatches, other terms (and colours without a swatch) written on buttons. Every term stays on screen; a disabled one ignores clicks (it stays
 * focusable, so its name is still heard); an out-of-stock one is struck through and says so; clicking the selected
 * one unselects it (toggle buttons, aria-pressed).
 */
export function AttributeSwatches({ attribute, options, selection, onToggle }: Props) {
  const intl = useIntl();
  const labelId = useId();
  const states = swatchStates(attribute, options, selection);
  const chosen = attribute.terms.find((t) => states.some((s) => s.selected && s.term === t.slug));

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box id={labelId} sx={{ typography: 'body2', fontWeight: 'bold' }}>
        {chosen
          ? intl.formatMessage(attributeMessages.selectedTerm, { attribute: attribute.name, term: chosen.name })
          : attribute.name}
      </Box>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {states.map((state) => {
          const term = attribute.terms.find((t) => t.slug === state.term)!;
          // A colour without a swatch (one an import brought by name only) is written, never drawn blank.
          return attribute.type === 'colour' && term.swatch ? (
            <SwatchButton key={state.term} state={state} swatch={term.swatch} name={term.name} onToggle={onToggle} />
          ) : (
            <TermButton key={state.term} state={state} name={term.name} onToggle={onToggle} size="touch" />
          );
        })}
      </Box>
    </Box>
  );
}
