import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl, type IntlShape } from 'react-intl';

export interface CountBadgeProps {
  count: number;
  /** Counts above it show as 'max+'. */
  max?: number;
  color?: 'primary' | 'secondary';
  /** The element the badge sits on (its top end corner); without it the badge stands inline. */
  children?: ReactNode;
}

const RADIUS = 10;

/** Counts above it are shown as 'max+'. */
export const COUNT_MAX = 99;

/** The count as the badge shows it ('120' → '99+'), or null when it shows it whole. */
export function cappedCount(intl: IntlShape, count: number, max = COUNT_MAX): string | null {
  return count > max ? `${intl.formatNumber(max)}+` : null;
}

/**
 * A count in a pill, drawn like Material's badge (same size, type and colours). Decorative: the count belongs in the
 * accessible name of the control that carries it. Its own component rather than MUI's Badge, which brings
 * transitions and anchoring machinery to every page for a number. A count of 0 draws no pill.
 */
export function CountBadge({ count, max = COUNT_MAX, color = 'secondary', children }: CountBadgeProps) {
  const intl = useIntl();
  // Nothing to count, nothing drawn: an empty cart is not news (the control's name still says 0).
  if (count <= 0) return <>{children}</>;
  const text = cappedCount(intl, count, max) ?? intl.formatNumber(count);
  const pill = (
    <Box
      component="span"
      aria-hidden="true"
      sx={(theme: Theme) => ({
        display: 'inline-flex',
        justifyContent: 'center',
        alignItems: 'center',
        boxSizing: 'border-box',
        fontFamily: theme.typography.fontFamily,
        fontWeight: theme.typography.fontWeightMedium,
        fontSize: theme.typography.pxToRem(12),
        lineHeight: 1,
        minWidth: RADIUS * 2,
        height: RADIUS * 2,
        paddingInline: '6px',
        borderRadius: `${RADIUS}px`,
        backgroundColor: theme.palette[color].main,
        color: theme.palette[color].contrastText,
        '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
        ...(children !== undefined && {
          position: 'absolute',
          insetBlockStart: 0,
          insetInlineEnd: 0,
          zIndex: 1,
          // Half outside the corner, towards the end side in either direction.
          transform: theme.direction === 'rtl' ? 'translate(-50%, -50%)' : 'translate(50%, -50%)',
        }),
      })}
    >
      {text}
    </Box>
  );
  if (children === undefined) return pill;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}>
      {children}
      {pill}
    </Box>
  );
}
