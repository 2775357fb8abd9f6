import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import LanguageIcon from '@mui/icons-material/Language';
import { directionOf } from '@domain/locales';
import { useLocale } from '@shared/i18n/locale-context';
import { writeCookie } from '@shared/lib/cookies';
import { languageLinks, LOCALE_COOKIE } from '../model/locale-links';
import { TextLink } from '@shared/ui/TextLink';
import { navigationMessages } from '../messages';

/**
 * Links to the same page in each language. Each name is written in its own language and marked with `lang`, so
 * screen readers pronounce it properly. Following one switches locale and direction (the locale providers follow
 * the first path segment) and remembers the choice for the `/` redirect.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();

  return (
    <Box sx={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) })}>
      <LanguageIcon fontSize="small" aria-hidden />
      <Box
        component="ul"
        aria-label={intl.formatMessage(navigationMessages.headerLanguageLabel)}
        sx={(theme: Theme) => ({ display: 'flex', gap: theme.spacing(0.5), margin: 0, padding: 0, listStyle: 'none' })}
      >
        {languageLinks(locale, location).map((link) => (
          <li key={link.locale}>
            <TextLink
              to={link.href}
              lang={link.locale}
              hrefLang={link.locale}
              dir={directionOf(link.locale)}
              aria-current={link.current ? 'true' : undefined}
              onClick={() => writeCookie(LOCALE_COOKIE.name, link.locale, LOCALE_COOKIE)}
              sx={(theme: Theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: theme.shop.layout.minTarget,
                paddingInline: theme.spacing(0.75),
                color: 'text.primary',
                '&[aria-current="true"]': { fontWeight: theme.typography.fontWeightBold, textDecoration: 'underline' },
              })}
            >
              {link.name}
            </TextLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
