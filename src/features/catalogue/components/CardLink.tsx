import type { ReactNode } from 'react';
import { TextLink } from '@shared/ui/TextLink';

/**
 * The one link of a card, stretched over the whole card with a pseudo-element: the card is
 * clickable everywhere, yet keyboard and screen-reader users meet a single link named by its
 * text. Controls added to a card later must sit above it (position: relative; z-index: 1).
 * The card itself must be `position: relative`.
 */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink
      to={to}
      underline="hover"
      sx={(theme) => ({
        color: 'inherit',
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: `${theme.shop.radii.md}px` },
        // The focus ring is drawn around the whole card, where the click target is.
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': {
          outline: `${theme.shop.layout.focusRingWidth}px solid ${theme.shop.palette.focus}`,
          outlineOffset: theme.shop.layout.focusRingWidth,
        },
      })}
    >
      {children}
    </TextLink>
  );
}
