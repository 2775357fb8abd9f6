import { ButtonBase } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SwatchState } from '@domain/variations';
import { useTermLabel } from '../hooks/useTermLabel';

interface Props {
  state: SwatchState;
  /** The term's name ('Large', '40'), written on the button. */
  name: string;
  onToggle: (term: string) => void;
  /** 'touch' in a product's form (the 44 px target); 'compact' on listing cards: 32 px, above the 24 px minimum. */
  size?: 'touch' | 'compact';
}

/**
 * A term of an attribute other than colour, written on a toggle button (aria-pressed). As a colour swatch: a disabled
 * term stays focusable so its name is still heard, and ignores clicks; an out-of-stock term is struck through and says
 * so; pressing the chosen term unchooses it.
 */
export function TermButton({ state, name, onToggle, size = 'compact' }: Props) {
  // The written name is the label of a term in stock; a swatch has only its colour to show.
  const label = useTermLabel(state, name, undefined);
  const touch = size === 'touch';
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={state.selected}
      aria-disabled={state.disabled || undefined}
      onClick={() => {
        if (!state.disabled) onToggle(state.term);
      }}
      sx={(theme: Theme) => ({
        ...(touch ? theme.typography.body2 : theme.typography.caption),
        minBlockSize: touch ? theme.shop.layout.touchTarget : theme.spacing(4),
        minInlineSize: touch ? theme.shop.layout.touchTarget : theme.spacing(4),
        paddingInline: touch ? 1.5 : 1,
        borderRadius: `${theme.shop.radii.sm}px`,
        border: `1px solid ${theme.palette.text.secondary}`,
        backgroundColor: touch ? theme.palette.background.paper : undefined,
        color: 'text.primary',
        textDecoration: state.outOfStock ? 'line-through' : 'none',
        // Chosen: a thick frame and bold text, not only another colour.
        '&[aria-pressed="true"]': {
          border: `2px solid ${theme.palette.primary.main}`,
          paddingInline: `calc(${theme.spacing(touch ? 1.5 : 1)} - 1px)`,
          fontWeight: theme.typography.fontWeightBold,
        },
        '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
      })}
    >
      {name}
    </ButtonBase>
  );
}
