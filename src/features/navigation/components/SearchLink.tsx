import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { localePath, useLocale } from '@shared/i18n/locale-context';

/** Search entry in the header: a link to the search page until the search issue brings the search popup. */
export function SearchLink() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <IconButton
      component={RouterLink}
      to={localePath(locale, '/search/')}
      aria-label={intl.formatMessage({ id: 'header.search' })}
      color="inherit"
    >
      <SearchIcon />
    </IconButton>
  );
}
