import { useState, type FocusEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import { useSettings } from '@shared/api/settings-api';
import { useStickyHeader } from '../hooks/useStickyHeader';
import { usePrimaryMenu } from '../hooks/usePrimaryMenu';
import { TopBar } from './TopBar';
import { Logo } from './Logo';
import { PrimaryMenu } from './PrimaryMenu';
import { MobileMenu } from './MobileMenu';
import type { AccountEntryState } from '../model/account-entry';

export interface HeaderProps {
  /** Search, account, wishlist and cart buttons: they belong to other features, so the shell hands them in. */
  actions?: ReactNode;
  /** The mobile menu's account entry (the login dialog for a guest), from the account feature. */
  mobileAccount?: AccountEntryState;
  /** The mobile menu's wishlist entry (count, menu_action), from the wishlist feature. */
  mobileWishlist?: AccountEntryState;
}

/**
 * The top bar, then the header (the page's one `banner`): logo, primary menu or hamburger, search and actions.
 * The top bar scrolls away; the header itself is the sticky part (types 'up' and 'both', or not sticky at all).
 */
export function Header({ actions, mobileAccount, mobileWishlist }: HeaderProps) {
  const theme = useTheme();
  const { header } = useSettings();
  // The phone layout by CSS, not by a script reading the width: the server's HTML is then right at every width.
  const narrow = `@media (max-width:${header.mobileMenuBreakpoint}px)`;
  const wide = `@media (min-width:${header.mobileMenuBreakpoint + 1}px)`;
  const items = usePrimaryMenu();
  const [focusInside, setFocusInside] = useState(false);
  const shown = useStickyHeader({
    enabled: header.sticky,
    type: header.stickyType,
    pinDelayMs: header.pinDelayMs,
    // Under the header's own height plus the collapsed top bar, the header is still in its natural place.
    revealZone: theme.shop.layout.headerHeight + header.topBarCollapsedHeight,
    holdOpen: focusInside,
  });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
      setFocusInside(false);
    }
  };

  const centred = header.centredLogo;
  const mobileMenu = (
    <Box sx={{ [wide]: { display: 'none' } }}>
      <MobileMenu items={items} account={mobileAccount} wishlist={mobileWishlist} />
    </Box>
  );
  const primaryMenu = (
    <Box sx={{ [narrow]: { display: 'none' } }}>
      <PrimaryMenu items={items} />
    </Box>
  );
  const tools = (
    <Box
      sx={(t: Theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: t.spacing(0.5),
        [narrow]: { gap: 0 },
        justifySelf: 'end',
      })}
    >
      {actions}
    </Box>
  );

  return (
    <>
      <TopBar />
      <Box
        component="header"
        data-sticky={header.sticky ? header.stickyType : 'off'}
        data-shown={shown}
        onFocus={() => setFocusInside(true)}
        onBlur={onBlur}
        sx={(t: Theme) => ({
          position: header.sticky ? 'sticky' : 'relative',
          top: 0,
          zIndex: t.zIndex.appBar,
          backgroundColor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          boxShadow: t.shop.elevation.raised,
          transform: shown ? 'none' : 'translateY(-100%)',
          transition: t.transitions.create('transform'),
        })}
      >
        <Box
          sx={(t: Theme) => ({
            maxWidth: t.shop.layout.containerMax,
            minHeight: t.shop.layout.headerHeight,
            marginInline: 'auto',
            // Phones need every pixel: hamburger, logo and four 44 px tools fit in 360 px.
            paddingInline: t.spacing(2),
            columnGap: t.spacing(2),
            [narrow]: { paddingInline: t.spacing(1), columnGap: t.spacing(0.5) },
            alignItems: 'center',
            ...(centred
              ? { display: 'grid', gridTemplateColumns: '1fr auto 1fr' }
              : { display: 'flex', flexWrap: 'nowrap', [wide]: { flexWrap: 'wrap' } }),
          })}
        >
          {centred ? (
            <>
              <Box sx={{ minWidth: 0 }}>
                {mobileMenu}
                {primaryMenu}
              </Box>
              <Logo compactBelow={header.mobileMenuBreakpoint} />
              {tools}
            </>
          ) : (
            <>
              {mobileMenu}
              <Logo compactBelow={header.mobileMenuBreakpoint} />
              <Box sx={{ flex: 1, minWidth: 0, [narrow]: { display: 'none' } }}>
                <PrimaryMenu items={items} />
              </Box>
              <Box sx={{ marginInlineStart: 'auto' }}>{tools}</Box>
            </>
          )}
        </Box>
      </Box>
    </>
  );
}
