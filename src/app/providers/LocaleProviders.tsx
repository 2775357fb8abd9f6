import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { IntlProvider } from 'react-intl';
import { directionOf, type Locale } from '@domain/locales';
import { createShopTheme } from '@theme/create-theme';
import { LocaleContext } from '@shared/i18n/locale-context';
import { localeResources } from '../locale-resources';
import { useServerRender } from '@shared/lib/render-context';

/**
 * Moroccan shops write Arabic with Latin digits, as the store's price format does, so numbers
 * in messages (counts, ratings) use them too rather than Arabic-Indic digits.
 */
const INTL_LOCALES: Record<Locale, string> = { fr: 'fr', en: 'en', ar: 'ar-u-nu-latn' };

interface Props {
  locale: Locale;
  children: ReactNode;
  /** Storybook renders isolated components and must not rewrite the document element. */
  syncDocument?: boolean;
}

/**
 * Everything that follows the locale: messages, direction, the theme and its Emotion cache,
 * and `<html lang dir>` (set after render, never at import time).
 */
export function LocaleProviders({ locale, children, syncDocument = true }: Props) {
  const direction = directionOf(locale);
  const theme = useMemo(() => createShopTheme({ direction, locale }), [direction, locale]);
  const { messages, emotionCache: browserCache } = localeResources(locale);
  // On the server, each response has its own cache (its styles and its CSP nonce).
  const emotionCache = useServerRender()?.emotionCache(direction) ?? browserCache;

  useEffect(() => {
    if (!syncDocument) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction, syncDocument]);

  return (
    <LocaleContext.Provider value={locale}>
      {/* English is the code's own (each message's defaultMessage); a message missing from French or Arabic is
          reported by react-intl's default onError (console.error, which the tests and journeys fail on). */}
      <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale="en" messages={messages}>
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </CacheProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
