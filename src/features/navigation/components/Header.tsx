import { useState, type FocusEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import { useSettings } from '@shared/api/settings-api';
import { useStickyHeader } from '../hooks/useStickyHeader';
import { useMobileMenuActive } from '../hooks/useMobileMenuActive';
import { usePrimaryMenu } from '../hooks/usePrimaryMenu';
import { TopBar } from './TopBar';
import { Logo } from './Logo';
import { PrimaryMenu } from './PrimaryMenu';
import { MobileMenu } from './MobileMenu';

export interface HeaderProps {
  /** Search, account, wishlist and cart buttons: they belong to other features, so the shell hands them in. */
  actions?: ReactNode;
}

/**
 * The top bar, then the header (the page's one `banner`): logo, primary menu or hamburger, search and actions.
 * The top bar scrolls away; the header itself is the sticky part (types 'up' and 'both', or not sticky at all).
 */
export function Header({ actions }: HeaderProps) {
  const theme = useTheme();
  const { header } = useSettings();
  const mobile = useMobileMenuActive();
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
  const menu = mobile ? <MobileMenu items={items} /> : <PrimaryMenu items={items} />;
  const tools = (
    <Box
      sx={(t: Theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: mobile ? 0 : t.spacing(0.5),
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
            paddingInline: t.spacing(mobile ? 1 : 2),
            columnGap: t.spacing(mobile ? 0.5 : 2),
            alignItems: 'center',
            ...(centred
              ? { display: 'grid', gridTemplateColumns: '1fr auto 1fr' }
              : { display: 'flex', flexWrap: mobile ? 'nowrap' : 'wrap' }),
          })}
        >
          {centred ? (
            <>
              <Box sx={{ minWidth: 0 }}>{menu}</Box>
              <Logo compact={mobile} />
              {tools}
            </>
          ) : (
            <>
              {mobile && menu}
              <Logo compact={mobile} />
              {!mobile && <Box sx={{ flex: 1, minWidth: 0 }}>{menu}</Box>}
              <Box sx={{ marginInlineStart: 'auto' }}>{tools}</Box>
            </>
          )}
        </Box>
      </Box>
    </>
  );
}
