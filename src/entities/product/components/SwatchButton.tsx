import { Box, ButtonBase } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SwatchState } from '@domain/variations';
import { swatchPicture } from '@domain/media';
import { SwatchImage } from '@shared/ui/SwatchImage';
import { useTermLabel } from '../hooks/useTermLabel';

interface Props {
  state: SwatchState;
  /** The term's colour ('#rrggbb') or picture's address, or null. */
  swatch: string | null;
  /** The term's name ('indigo'); the button says when it is out of stock or unavailable. */
  name: string;
  onToggle: (term: string) => void;
  /** 'compact' on listing cards: 32 px, still above the 24 px minimum target (WCAG 2.5.8). */
  size?: 'touch' | 'compact';
}

/**
 * One swatch term: a toggle button (aria-pressed); a disabled term stays focusable so its name
 * is still heard, and ignores clicks; an out-of-stock term is struck through.
 */
export function SwatchButton({ state, swatch, name, onToggle, size = 'touch' }: Props) {
  const label = useTermLabel(state, name, name);
  const picture = swatchPicture(swatch);
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={state.selected}
      aria-disabled={state.disabled || undefined}
      onClick={() => {
        if (!state.disabled) onToggle(state.term);
      }}
      sx={(theme: Theme) => ({
        inlineSize: size === 'touch' ? theme.shop.layout.touchTarget : theme.spacing(4),
        blockSize: size === 'touch' ? theme.shop.layout.touchTarget : theme.spacing(4),
        borderRadius: `${theme.shop.radii.pill}px`,
        border: `1px solid ${theme.palette.divider}`,
        padding: '3px',
        '&[aria-pressed="true"]': { border: `3px solid ${theme.palette.primary.main}`, padding: '1px' },
        '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
      })}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={(theme: Theme) => {
          const strike = `linear-gradient(to top right, transparent calc(50% - 1px), ${theme.palette.background.paper} calc(50% - 1px), ${theme.palette.background.paper} calc(50% + 1px), transparent calc(50% + 1px))`;
          return {
            display: 'block',
            inlineSize: '100%',
            blockSize: '100%',
            borderRadius: `${theme.shop.radii.pill}px`,
            backgroundColor: (picture ? null : swatch) ?? theme.palette.background.default,
            backgroundImage: state.outOfStock && !picture ? strike : undefined,
            // Over a picture, the out-of-stock stroke is drawn above it.
            ...(picture && {
              position: 'relative',
              '&::after': state.outOfStock
                ? { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit', backgroundImage: strike }
                : undefined,
            }),
          };
        }}
      >
        {picture && <SwatchImage src={picture} />}
      </Box>
    </ButtonBase>
  );
}
