import { useRef, useState } from 'react';
import { Box, Button } from '@mui/material';
import { Spinner } from '@shared/ui/Spinner';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useRecordConsentMutation } from '../api';
import { useAnalyticsConsent } from '../hooks/useAnalyticsConsent';
import { useLoadedSettings } from '../hooks/useLoadedSettings';
import { useReservedBottomSpace } from '../hooks/useReservedBottomSpace';
import { writeConsentChoice } from '../model/consent-storage';
import { moveFocusPast } from '../model/focus-after-dismiss';
import { NoticeBar } from './NoticeBar';
import { NoticeError } from './NoticeError';
import { noticeMessages } from '../messages';

/**
 * The cookie notice: a labelled region fixed at the bottom,
 * never a modal and never taking focus on load; the page reserves its height so it hides nothing.
 *
 * Accepting records consent on the server first and hides the notice once that worked (analytics
 * load only on a recorded yes). Declining hides at once and records the refusal in the background:
 * refusing must be as easy as accepting, and an unrecorded refusal grants nothing.
 */
export function CookieNotice() {
  const intl = useIntl();
  const locale = useLocale();
  const settings = useLoadedSettings();
  const { choice } = useAnalyticsConsent();
  const [recordConsent, { isLoading, error }] = useRecordConsentMutation();
  // Said in a live region that outlives the notice, so the outcome of the choice is heard.
  const [announcement, setAnnouncement] = useState('');
  const ref = useRef<HTMLDivElement>(null);

  const notice = settings?.notices.cookieNotice;
  const message = notice?.text[locale];
  const shown = Boolean(notice?.enabled && message && choice === null);
  useReservedBottomSpace(ref, shown);

  const accept = async () => {
    if (isLoading) return;
    try {
      await recordConsent({ analytics: true }).unwrap();
    } catch {
      return; // The error is shown from the mutation state; the notice stays.
    }
    moveFocusPast(ref.current);
    writeConsentChoice('yes');
    setAnnouncement(intl.formatMessage(noticeMessages.cookieAccepted));
  };

  const decline = () => {
    if (isLoading) return;
    moveFocusPast(ref.current);
    writeConsentChoice('no');
    setAnnouncement(intl.formatMessage(noticeMessages.cookieDeclined));
    void recordConsent({ analytics: false });
  };

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {shown && message && (
        <Box
          ref={ref}
          sx={(theme) => ({
            position: 'fixed',
            insetInline: 0,
            insetBlockEnd: 0,
            // Above the page and its sticky header, below drawers and dialogs, which must stay usable.
            zIndex: theme.zIndex.appBar,
            boxShadow: theme.shop.elevation.overlay,
          })}
        >
          <NoticeBar
            tone="bottom"
            busy={isLoading}
            label={intl.formatMessage(noticeMessages.cookieLabel)}
            text={message}
            actions={
              <>
                <Button
                  variant="contained"
                  size="small"
                  aria-disabled={isLoading || undefined}
                  startIcon={isLoading ? <Spinner size="1em" /> : undefined}
                  onClick={accept}
                >
                  {intl.formatMessage(noticeMessages.cookieAccept)}
                </Button>
                {/* Same size and weight as Accept: refusing is not made harder to find. */}
                <Button variant="outlined" size="small" aria-disabled={isLoading || undefined} onClick={decline}>
                  {intl.formatMessage(noticeMessages.cookieDecline)}
                </Button>
              </>
            }
          >
            <NoticeError error={error} />
          </NoticeBar>
        </Box>
      )}
    </>
  );
}
