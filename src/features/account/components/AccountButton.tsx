import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { useSettings } from '@shared/api/settings-api';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { accountMessages } from '../messages';

/**
 * The header's account entry: icon and label on desktop, icon only (same accessible name) at or below the
 * mobile menu breakpoint where the header is narrow. The account issue replaces the link with the account
 * dialogs for guests.
 */
export function AccountButton() {
  const intl = useIntl();
  const locale = useLocale();
  const { header } = useSettings();
  // One link whose label CSS hides at the phone breakpoint, so the server's HTML is right at every width.
  const narrow = `@media (max-width:${header.mobileMenuBreakpoint}px)`;
  const label = intl.formatMessage(accountMessages.accountButtonLabel);
  const to = localePath(locale, '/account/');

  return (
    <Button
      component={RouterLink}
      to={to}
      aria-label={label}
      startIcon={<PersonOutlinedIcon />}
      color="inherit"
      sx={(theme) => ({
        [narrow]: {
          // The icon button's shape: round, the icon alone, the touch target kept.
          minWidth: theme.shop.layout.touchTarget,
          minHeight: theme.shop.layout.touchTarget,
          padding: 1,
          borderRadius: '50%',
          '& .MuiButton-startIcon': { margin: 0 },
          '& .account-label': { display: 'none' },
        },
      })}
    >
      <span className="account-label">{label}</span>
    </Button>
  );
}
