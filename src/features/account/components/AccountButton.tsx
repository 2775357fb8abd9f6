import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { useSignedInUser } from '@entities/customer/api';
import { useSettings } from '@shared/api/settings-api';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { accountMessages } from '../messages';
import { useAccountDialogs } from './dialogs/AccountDialogs';

/**
 * The header's account entry: for a guest a button that opens the login dialog, for a customer a link to My Account.
 * Icon and label on desktop, icon only (same accessible name) at or below the mobile menu breakpoint, where the
 * header is narrow.
 */
export function AccountButton() {
  const intl = useIntl();
  const locale = useLocale();
  const user = useSignedInUser();
  const dialogs = useAccountDialogs();
  const { header } = useSettings();
  // One control whose label CSS hides at the phone breakpoint, so the server's HTML is right at every width.
  const narrow = `@media (max-width:${header.mobileMenuBreakpoint}px)`;
  const label = intl.formatMessage(user ? accountMessages.myAccountButtonLabel : accountMessages.accountButtonLabel);
  const sx = (theme: Theme) => ({
    [narrow]: {
      // The icon button's shape: round, the icon alone, the touch target kept.
      minWidth: theme.shop.layout.touchTarget,
      minHeight: theme.shop.layout.touchTarget,
      padding: 1,
      borderRadius: '50%',
      '& .MuiButton-startIcon': { margin: 0 },
      '& .account-label': { display: 'none' },
    },
  });
  const content = <span className="account-label">{label}</span>;

  if (user) {
    return (
      <Button
        component={RouterLink}
        to={localePath(locale, '/my-account/')}
        aria-label={label}
        startIcon={<PersonOutlinedIcon />}
        color="inherit"
        sx={sx}
      >
        {content}
      </Button>
    );
  }
  return (
    <Button
      aria-label={label}
      aria-haspopup="dialog"
      startIcon={<PersonOutlinedIcon />}
      color="inherit"
      onClick={() => dialogs.open('login')}
      onPointerEnter={dialogs.preload}
      onFocus={dialogs.preload}
      sx={sx}
    >
      {content}
    </Button>
  );
}
