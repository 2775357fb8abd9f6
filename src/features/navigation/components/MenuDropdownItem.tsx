import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { Box, IconButton } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSettings } from '@shared/api/settings-api';
import type { MarkedMenuItem } from '../model/current-item';
import { nextFocusIndex } from '../model/roving-focus';
import { useDropdownTiming } from '../hooks/useDropdownTiming';
import { MenuItemLink } from './MenuItemLink';
import { navigationMessages } from '../messages';

/**
 * A top-level item with a dropdown, after the APG disclosure-navigation pattern: the parent stays a real link,
 * and a separate button (aria-expanded, aria-controls) shows its sub-menu. Down/Up on the button open it and
 * focus the first/last link; arrows move inside it; Escape closes it and returns focus to the button.
 */
export function MenuDropdownItem({ item }: { item: MarkedMenuItem }) {
  const intl = useIntl();
  const { header } = useSettings();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Destructured: the result holds a ref, and reading plain values off an object with a ref trips the React lint.
  const { open, show, hide, toggle, containerRef, itemProps } = useDropdownTiming<HTMLLIElement>({
    showDelayMs: header.menuShowTimeoutMs,
    hideDelayMs: header.menuHideTimeoutMs,
    touchHideDelayMs: header.touchHideDelayMs,
  });

  // When long names wrap the bar onto several rows, the sub-menu drops below the whole bar, so an open sub-menu
  // never covers the menu items of the rows beneath its own (their targets would be obscured, WCAG 2.5.8).
  useLayoutEffect(() => {
    const item = containerRef.current;
    const list = listRef.current;
    const bar = item?.parentElement;
    if (!open || !item || !list || !bar) return;
    const place = () => {
      const below = Math.max(0, bar.getBoundingClientRect().bottom - item.getBoundingClientRect().bottom);
      list.style.top = below > 0 ? `calc(100% + ${below}px)` : '';
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    // The bar can wrap or unwrap while the sub-menu is open (fonts arriving, the window resized).
    const observer = new ResizeObserver(place);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [open, containerRef]);

  const subLinks = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);

  const openAndFocus = (which: 'first' | 'last') => {
    // The list must be visible before one of its links can take focus.
    flushSync(() => show('user'));
    const links = subLinks();
    links[which === 'first' ? 0 : links.length - 1]?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = subLinks();
    const index = nextFocusIndex(event.key, links.indexOf(event.target as HTMLElement), links.length, 'vertical');
    if (index === null) return;
    event.preventDefault();
    // The bar handles Home/End for top-level items; inside the dropdown they belong to the list.
    event.stopPropagation();
    links[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    hide();
    toggleRef.current?.focus();
  };

  return (
    <Box
      component="li"
      ref={containerRef}
      {...itemProps}
      onKeyDown={onKeyDown}
      sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}
    >
      <MenuItemLink item={item} placement="bar" roving />
      <IconButton
        ref={toggleRef}
        data-menu-top=""
        aria-expanded={open}
        aria-controls={listId}
        aria-label={intl.formatMessage(navigationMessages.navSubmenu, { name: item.label })}
        onClick={toggle}
        onKeyDown={onToggleKeyDown}
        color="inherit"
        // Narrower than a full touch target beside its link (still well above 24 px): the bar keeps to one row.
        sx={{ minWidth: 32, width: 32, marginInlineStart: -0.5 }}
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={(theme: Theme) => ({
            transition: theme.transitions.create('transform'),
            transform: open ? 'rotate(180deg)' : 'none',
          })}
        />
      </IconButton>
      <Box
        component="ul"
        id={listId}
        ref={listRef}
        hidden={!open}
        onKeyDown={onListKeyDown}
        sx={(theme: Theme) => ({
          position: 'absolute',
          top: '100%',
          insetInlineStart: 0,
          zIndex: theme.zIndex.appBar + 1,
          minWidth: theme.spacing(28),
          margin: 0,
          paddingBlock: theme.spacing(1),
          paddingInline: 0,
          listStyle: 'none',
          backgroundColor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: `${theme.shop.radii.md}px`,
          boxShadow: theme.shop.elevation.overlay,
          '&[hidden]': { display: 'none' },
        })}
      >
        {item.children.map((child) => (
          <li key={child.key}>
            <MenuItemLink item={child} placement="dropdown" onClick={hide} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
