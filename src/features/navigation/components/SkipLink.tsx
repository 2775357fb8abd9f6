import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { navigationMessages } from '../messages';

export interface SkipLinkProps {
  /** Id of the element that receives focus; it must be focusable (the shell's `main` has tabIndex -1). */
  targetId: string;
}

/**
 * The first focusable element of every page: hidden until focused, it moves focus to the main content. Focus is
 * moved explicitly because following `#main` alone does not move focus in every browser and would add a hash.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const intl = useIntl();
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
        // Off screen, not display:none, so it stays in the tab order.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {intl.formatMessage(navigationMessages.navSkipToContent)}
    </Box>
  );
}
