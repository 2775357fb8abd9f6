import { useRef, useState } from 'react';
import { Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { readCookie, useCookieHeader, writeCookie } from '@shared/lib/cookies';
import { useLocale } from '@shared/i18n/locale-context';
import { useLoadedSettings } from '../hooks/useLoadedSettings';
import { moveFocusPast } from '../model/focus-after-dismiss';
import {
  isStoreNoticeDismissed,
  STORE_NOTICE_COOKIE_PATH,
  STORE_NOTICE_HIDDEN,
  storeNoticeCookieName,
} from '../model/store-notice';
import { NoticeBar } from './NoticeBar';
import { noticeMessages } from '../messages';

/**
 * The store-wide notice at the top of every page: shown until
 * dismissed, then hidden through its cookie. The cookie is read on each render, so when the
 * settings bring another notice id, that new notice shows.
 */
export function StoreNotice() {
  const intl = useIntl();
  const locale = useLocale();
  const settings = useLoadedSettings();
  const ref = useRef<HTMLElement>(null);
  // The cookie write does not re-render; this does, for the id dismissed on this page.
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  const cookies = useCookieHeader();

  if (!settings) return null;
  const { enabled, id, text } = settings.notices.storeNotice;
  const message = text[locale];
  if (!enabled || !message || dismissedId === id || isStoreNoticeDismissed(id, (name) => readCookie(name, cookies)))
    return null;

  const dismiss = () => {
    // A session cookie, as in the spec: path '/' so every page of the shop sees it.
    writeCookie(storeNoticeCookieName(id), STORE_NOTICE_HIDDEN, { path: STORE_NOTICE_COOKIE_PATH });
    moveFocusPast(ref.current);
    setDismissedId(id);
  };

  return (
    <NoticeBar
      ref={ref}
      tone="top"
      label={intl.formatMessage(noticeMessages.storeLabel)}
      text={message}
      actions={
        <Button variant="outlined" color="inherit" size="small" onClick={dismiss}>
          {intl.formatMessage(noticeMessages.dismiss)}
        </Button>
      }
    />
  );
}
