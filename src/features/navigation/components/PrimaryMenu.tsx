import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { MarkedMenuItem } from '../model/current-item';
import { nextFocusIndex } from '../model/roving-focus';
import { MenuDropdownItem } from './MenuDropdownItem';
import { MenuItemLink } from './MenuItemLink';
import { navigationMessages } from '../messages';

export interface PrimaryMenuProps {
  items: MarkedMenuItem[];
}

/**
 * The desktop menu bar. Left/Right (mirrored in RTL), Home and End move between the top-level links and
 * sub-menu buttons; Tab still moves through them one by one, as users of a site navigation expect.
 */
export function PrimaryMenu({ items }: PrimaryMenuProps) {
  const intl = useIntl();
  const theme = useTheme();
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-menu-top')) return;
    const stops = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-menu-top]') ?? []);
    const index = nextFocusIndex(event.key, stops.indexOf(target), stops.length, 'horizontal', theme.direction);
    if (index === null) return;
    event.preventDefault();
    stops[index]?.focus();
  };

  return (
    <Box component="nav" aria-label={intl.formatMessage(navigationMessages.navMain)} sx={{ minWidth: 0 }}>
      <Box
        component="ul"
        ref={listRef}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' }}
      >
        {items.map((item) =>
          item.children.length > 0 ? (
            <MenuDropdownItem key={item.key} item={item} />
          ) : (
            <li key={item.key}>
              <MenuItemLink item={item} placement="bar" roving />
            </li>
          ),
        )}
      </Box>
    </Box>
  );
}
