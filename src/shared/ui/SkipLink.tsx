import type { MouseEvent } from 'react';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';

export interface SkipLinkProps {
  /** Id of the element that receives focus; it must be focusable (tabIndex -1). */
  targetId: string;
  /** What it skips to, said on the link ('Skip to content', 'Skip to the products'). */
  label: string;
}

/**
 * A link hidden until focused that moves focus past a run of controls (the page's header, a listing's filters). Its
 * place is the start of what it skips (a positioned ancestor holds it). Focus is moved explicitly because following
 * `#id` alone does not move focus in every browser and would add a hash.
 */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={onClick}
      sx={(theme: Theme) => ({
        position: 'absolute',
        top: theme.spacing(1),
        insetInlineStart: theme.spacing(1),
        zIndex: theme.zIndex.tooltip + 1,
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: theme.shop.layout.touchTarget,
        paddingInline: theme.spacing(2),
        borderRadius: `${theme.shop.radii.md}px`,
        // Paper on a raised card: it must stand out over any banner, including the indigo store notice.
        backgroundColor: 'background.paper',
        color: 'primary.main',
        border: `${theme.shop.layout.focusRingWidth}px solid`,
        borderColor: 'primary.main',
        boxShadow: theme.shop.elevation.overlay,
        fontWeight: theme.typography.fontWeightMedium,
        textDecoration: 'none',
        // Not drawn until focused, not display:none, so it stays in the tab order (and works wherever it is placed).
        '&:not(:focus)': { clipPath: 'inset(50%)', opacity: 0, pointerEvents: 'none' },
      })}
    >
      {label}
    </Box>
  );
}
