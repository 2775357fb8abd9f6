import { ButtonBase } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SwatchState } from '@domain/variations';
import { useTermLabel } from '../hooks/useTermLabel';

interface Props {
  state: SwatchState;
  /** The term's name ('Large', 'Goat leather'), written on the button. */
  name: string;
  onToggle: (term: string) => void;
}

/**
 * A term of an attribute other than colour on a listing card: a labelled toggle button (aria-pressed), 32 px high,
 * above the 24 px minimum target (WCAG 2.5.8). As a colour swatch: a disabled term stays focusable so its name is
 * still heard, and ignores clicks; an out-of-stock term is struck through and says so.
 */
export function TermButton({ state, name, onToggle }: Props) {
  // The written name is the label of a term in stock; a swatch has only its colour to show.
  const label = useTermLabel(state, name, undefined);
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={state.selected}
      aria-disabled={state.disabled || undefined}
      onClick={() => {
        if (!state.disabled) onToggle(state.term);
      }}
      sx={(theme: Theme) => ({
        ...theme.typography.caption,
        minBlockSize: theme.spacing(4),
        minInlineSize: theme.spacing(4),
        paddingInline: 1,
        borderRadius: `${theme.shop.radii.sm}px`,
        border: `1px solid ${theme.palette.text.secondary}`,
        color: 'text.primary',
        textDecoration: state.outOfStock ? 'line-through' : 'none',
        // Chosen: a thick frame and bold text, not only another colour.
        '&[aria-pressed="true"]': {
          border: `2px solid ${theme.palette.primary.main}`,
          paddingInline: `calc(${theme.spacing(1)} - 1px)`,
          fontWeight: theme.typography.fontWeightBold,
        },
        '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
      })}
    >
      {name}
    </ButtonBase>
  );
}
