import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, IconButton } from '@mui/material';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { useSettings } from '@shared/api/settings-api';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { useMediaMatch } from '@shared/ui/useMediaMatch';
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
  const compact = useMediaMatch(`(max-width:${header.mobileMenuBreakpoint}px)`);
  const label = intl.formatMessage(accountMessages.accountButtonLabel);
  const to = localePath(locale, '/account/');

  if (compact) {
    return (
      <IconButton component={RouterLink} to={to} aria-label={label} color="inherit">
        <PersonOutlinedIcon />
      </IconButton>
    );
  }
  return (
    <Button component={RouterLink} to={to} startIcon={<PersonOutlinedIcon />} color="inherit">
      {label}
    </Button>
  );
}
