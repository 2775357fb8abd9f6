import { useId, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Box, IconButton, Tab, Tabs, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useSettings } from '@shared/api/settings-api';
import { ModalDrawer } from '@shared/ui/ModalDrawer';
import type { MarkedMenuItem } from '../model/current-item';
import type { AccountEntryState } from '../model/account-entry';
import { MobileMenuEntry } from './MobileMenuEntry';
import { MobileAccountLinks } from './MobileAccountLinks';
import { navigationMessages } from '../messages';

export interface MobileMenuDrawerProps {
  items: MarkedMenuItem[];
  open: boolean;
  onClose: () => void;
  /** The hamburger's `aria-controls` names it. */
  id: string;
  /** The Account tab's account entry (the login dialog for a guest). */
  account?: AccountEntryState;
  /** The Account tab's wishlist entry (count, menu_action). */
  wishlist?: AccountEntryState;
  /** The hamburger: focus goes back to it when a popup opened from the menu closes. */
  opener?: RefObject<HTMLElement | null>;
}

/**
 * The mobile menu's temporary drawer, from the start side (the left by default, mirrored in
 * Arabic), with its Menu and Account tabs. Downloaded on the first open (MobileMenu).
 */
export function MobileMenuDrawer({ items, open, onClose, id, account, wishlist, opener }: MobileMenuDrawerProps) {
  const intl = useIntl();
  const { header } = useSettings();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [tab, setTab] = useState(0);

  // MUI mirrors 'left'/'right' in RTL, so 'left' is the start side in every direction.
  const anchor = header.mobileMenuSide === 'end' ? 'right' : 'left';
  const panels = [
    { id: 'menu', label: intl.formatMessage(navigationMessages.navMobileTabMenu) },
    { id: 'account', label: intl.formatMessage(navigationMessages.navMobileTabAccount) },
  ];

  return (
    <ModalDrawer
      id={id}
      titleId={titleId}
      anchor={anchor}
      open={open}
      onClose={onClose}
      // The first open mounts the drawer already open, and MUI skips the slide-in of an initially open drawer.
      appear
      paperSx={(theme: Theme) => ({ width: `min(${theme.spacing(45)}, 85vw)` })}
    >
      <Box
        sx={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInlineStart: theme.spacing(2),
          paddingInlineEnd: theme.spacing(1),
          paddingBlock: theme.spacing(1),
        })}
      >
        <Typography id={titleId} component="h2" variant="h4">
          {intl.formatMessage(navigationMessages.navMobileTitle)}
        </Typography>
        <IconButton
          aria-label={intl.formatMessage(navigationMessages.navMobileClose)}
          onClick={onClose}
          color="inherit"
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        aria-label={intl.formatMessage(navigationMessages.navMobileSections)}
        variant="fullWidth"
      >
        {panels.map((panel) => (
          <Tab
            key={panel.id}
            label={panel.label}
            id={`${baseId}-tab-${panel.id}`}
            aria-controls={`${baseId}-panel-${panel.id}`}
          />
        ))}
      </Tabs>
      {panels.map((panel, index) => (
        <div
          key={panel.id}
          role="tabpanel"
          id={`${baseId}-panel-${panel.id}`}
          aria-labelledby={`${baseId}-tab-${panel.id}`}
          hidden={tab !== index}
        >
          {tab === index &&
            (panel.id === 'menu' ? (
              <Box component="ul" sx={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {items.map((item) => (
                  <MobileMenuEntry key={item.key} item={item} />
                ))}
              </Box>
            ) : (
              <MobileAccountLinks account={account} wishlist={wishlist} onClose={onClose} opener={opener} />
            ))}
        </div>
      ))}
    </ModalDrawer>
  );
}
