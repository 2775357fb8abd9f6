import type { MouseEventHandler } from 'react';

import type { Theme } from '@mui/material/styles';
import type { MarkedMenuItem } from '../model/current-item';
import { TextLink } from '@shared/ui/TextLink';

export type MenuLinkPlacement = 'bar' | 'dropdown' | 'drawer';

export interface MenuItemLinkProps {
  item: MarkedMenuItem;
  placement: MenuLinkPlacement;
  /** Top-level links of the desktop bar take part in arrow-key movement between top-level items. */
  roving?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A menu link. The current item carries aria-current="page" and a thick underline; its ancestors a thin one.
 * Both differ by more than colour, so the marking survives forced colours and colour blindness.
 */
export function MenuItemLink({ item, placement, roving = false, onClick }: MenuItemLinkProps) {
  return (
    <TextLink
      to={item.href}
      onClick={onClick}
      aria-current={item.state === 'current' ? 'page' : undefined}
      data-menu-state={item.state ?? undefined}
      {...(roving ? { 'data-menu-top': '' } : {})}
      underline="none"
      sx={(theme: Theme) => ({
        display: 'flex',
        alignItems: 'center',
        minHeight: theme.shop.layout.touchTarget,
        paddingInline: placement === 'bar' ? theme.spacing(1) : theme.spacing(2),
        color: 'text.primary',
        fontWeight: theme.typography.fontWeightMedium,
        textAlign: 'start',
        textUnderlineOffset: theme.spacing(0.75),
        '&:hover': { color: 'primary.main', textDecoration: 'underline' },
        '&[data-menu-state="ancestor"]': { color: 'primary.main', textDecoration: 'underline' },
        '&[aria-current="page"]': {
          color: 'primary.main',
          fontWeight: theme.typography.fontWeightBold,
          textDecoration: 'underline',
          textDecorationThickness: theme.shop.layout.focusRingWidth,
        },
        ...(placement === 'dropdown' && { whiteSpace: 'nowrap' }),
      })}
    >
      {item.label}
    </TextLink>
  );
}
