import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '@domain/locales';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { usePageMeta } from './use-page-meta';
import { useResponseStatus } from '@shared/lib/render-context';
import { TextLink } from '@shared/ui/TextLink';
import { PageContainer } from '@shared/ui/PageContainer';
import { appMessages } from '../messages';

/** Each language named in itself, as language pickers do: never translated. */
const AUTONYMS: Record<Locale, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

/**
 * Shown inside the shell for any unknown address (the server answers those with status 404).
 * It offers the way home and the other languages' home pages.
 */
export function NotFoundPage() {
  const intl = useIntl();
  const locale = useLocale();
  const otherLocalesId = useId();
  const title = intl.formatMessage(appMessages.notFoundTitle);
  usePageMeta(`${title} | ${intl.formatMessage(appMessages.appTitle)}`);
  useResponseStatus(404);

  return (
    <PageContainer paddingBlock={{ xs: 4, md: 8 }} sx={{ textAlign: 'start' }}>
      <Typography component="h1" variant="h1" sx={{ marginBlockEnd: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ marginBlockEnd: 3 }}>{intl.formatMessage(appMessages.notFoundBody)}</Typography>
      <TextLink to={localePath(locale, '/')} sx={{ typography: 'h4' }}>
        {intl.formatMessage(appMessages.notFoundHome)}
      </TextLink>
      <Box component="nav" aria-labelledby={otherLocalesId} sx={{ marginBlockStart: 4 }}>
        <Typography id={otherLocalesId} component="h2" variant="h4" sx={{ marginBlockEnd: 1 }}>
          {intl.formatMessage(appMessages.notFoundOtherLocales)}
        </Typography>
        <Box component="ul" sx={{ margin: 0, paddingInlineStart: 3 }}>
          {LOCALES.filter((other) => other !== locale).map((other) => (
            <li key={other}>
              <TextLink to={localePath(other, '/')} lang={other} hrefLang={other}>
                {AUTONYMS[other]}
              </TextLink>
            </li>
          ))}
        </Box>
      </Box>
    </PageContainer>
  );
}
