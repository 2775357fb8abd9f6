import { useId } from 'react';
import { Box, ButtonBase } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { swatchStates, type OptionState, type Selection } from '@domain/variations';
import { useIntl } from '@shared/i18n/intl';
import type { ProductAttribute } from '../model/types';

interface Props {
  attribute: ProductAttribute;
  options: OptionState[];
  selection: Selection;
  onToggle: (term: string) => void;
}

/**
 * A colour attribute as swatches with the 'selected term name' label ('Colour: indigo'), spec §4 'Swatches': every
 * term stays on screen; a disabled one ignores clicks (it stays focusable, so its name is still heard); an out-of-stock
 * one is struck through and says so; clicking the selected one unselects it (toggle buttons, aria-pressed).
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
          ? intl.formatMessage({ id: 'product.selectedTerm' }, { attribute: attribute.name, term: chosen.name })
          : attribute.name}
      </Box>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {states.map((state) => {
          const term = attribute.terms.find((t) => t.slug === state.term)!;
          const name = state.disabled
            ? intl.formatMessage({ id: 'product.swatch.unavailable' }, { term: term.name })
            : state.outOfStock
              ? intl.formatMessage({ id: 'product.swatch.outOfStock' }, { term: term.name })
              : term.name;
          return (
            <ButtonBase
              key={state.term}
              aria-label={name}
              aria-pressed={state.selected}
              aria-disabled={state.disabled || undefined}
              onClick={() => {
                if (!state.disabled) onToggle(state.term);
              }}
              sx={(theme: Theme) => ({
                inlineSize: theme.shop.layout.touchTarget,
                blockSize: theme.shop.layout.touchTarget,
                borderRadius: `${theme.shop.radii.pill}px`,
                border: `1px solid ${theme.palette.divider}`,
                padding: '3px',
                '&[aria-pressed="true"]': { border: `3px solid ${theme.palette.primary.main}`, padding: '1px' },
                '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
              })}
            >
              <Box
                aria-hidden="true"
                sx={(theme: Theme) => ({
                  inlineSize: '100%',
                  blockSize: '100%',
                  borderRadius: `${theme.shop.radii.pill}px`,
                  backgroundColor: term.swatch ?? theme.palette.background.default,
                  backgroundImage: state.outOfStock
                    ? `linear-gradient(to top right, transparent calc(50% - 1px), ${theme.palette.background.paper} calc(50% - 1px), ${theme.palette.background.paper} calc(50% + 1px), transparent calc(50% + 1px))`
                    : undefined,
                })}
              />
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
