import type { MouseEvent, ReactNode } from 'react';
import { Drawer } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMediaMatch } from './useMediaMatch';
import { useInertPage } from './useInertPage';

export interface ModalDrawerProps {
  /** The opener's `aria-controls` names it. */
  id: string;
  /** The id of the heading that names the dialog. */
  titleId: string;
  /** MUI mirrors 'left' and 'right' in RTL: 'left' is the start side in every direction. */
  anchor: 'left' | 'right';
  open: boolean;
  onClose: () => void;
  /** Slide in on the first open too (a drawer downloaded on first use mounts already open). */
  appear?: boolean;
  paperSx: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A temporary drawer that is a real modal dialog, as the shop's drawers (mobile menu, filters, cart) need it:
 * - closing at once: MUI keeps the page aria-hidden until the slide-out ends but gives focus back to the opener at
 *   once, leaving focus inside an aria-hidden page (mui#46682); closing at once restores focus and un-hides the
 *   page in one commit, and the drawer is hidden from assistive technology while it slides away;
 * - role, aria-modal and the name repeated on the paper, so an upgrade cannot drop them (mui#46673);
 * - no slide for shoppers who ask for reduced motion;
 * - following a link inside closes it first, so focus is back on the opener, outside the hidden drawer, when the
 *   next page comes (the same mui#46682 otherwise).
 */
export function ModalDrawer({
  id,
  titleId,
  anchor,
  open,
  onClose,
  appear = false,
  paperSx,
  children,
}: ModalDrawerProps) {
  useInertPage(open);
  const reduceMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      transitionDuration={reduceMotion ? 0 : undefined}
      ModalProps={{ closeAfterTransition: false }}
      slotProps={{
        ...(appear ? { transition: { appear: true } } : {}),
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: paperSx,
          onClickCapture: (event: MouseEvent) => {
            if ((event.target as Element).closest('a[href]')) onClose();
          },
        },
      }}
    >
      {children}
    </Drawer>
  );
}
