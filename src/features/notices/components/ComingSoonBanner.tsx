import { useRef, useState } from 'react';
import { Button } from '@mui/material';
import { Spinner } from '@shared/ui/Spinner';
import { useIntl } from 'react-intl';
import { useGetSessionQuery } from '@shared/api/base-api';
import { useLocale } from '@shared/i18n/locale-context';
import { useDismissComingSoonMutation } from '../api';
import { useLoadedSettings } from '../hooks/useLoadedSettings';
import { moveFocusPast } from '../model/focus-after-dismiss';
import { NoticeBar } from './NoticeBar';
import { NoticeError } from './NoticeError';
import { noticeMessages } from '../messages';

/**
 * The 'coming soon' footer banner: hidden once its dismiss
 * request completes, never before, and hidden when the session says it was dismissed. While the
 * request runs the banner is busy and the button stays focusable (a disabled button would drop
 * focus to the page top); a failure keeps the banner with a translated error.
 */
export function ComingSoonBanner() {
  const intl = useIntl();
  const locale = useLocale();
  const settings = useLoadedSettings();
  const { data: session } = useGetSessionQuery();
  const [dismiss, { isLoading, error }] = useDismissComingSoonMutation();
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLElement>(null);

  // Without the session we cannot know whether it was dismissed: showing it could flash a dismissed banner.
  if (!settings || !session) return null;
  const { enabled, text } = settings.notices.comingSoon;
  const message = text[locale];
  if (!enabled || !message || session.comingSoonDismissed || dismissed) return null;

  const onDismiss = async () => {
    if (isLoading) return;
    try {
      await dismiss().unwrap();
    } catch {
      return; // The error is shown from the mutation state.
    }
    moveFocusPast(ref.current);
    // Hides at once; the session refetch (the mutation invalidates 'Session') confirms it.
    setDismissed(true);
  };

  return (
    <NoticeBar
      ref={ref}
      tone="bottom"
      busy={isLoading}
      label={intl.formatMessage(noticeMessages.comingSoonLabel)}
      text={message}
      actions={
        <Button
          variant="outlined"
          size="small"
          aria-disabled={isLoading || undefined}
          startIcon={isLoading ? <Spinner size="1em" /> : undefined}
          onClick={onDismiss}
        >
          {intl.formatMessage(noticeMessages.dismiss)}
        </Button>
      }
    >
      <NoticeError error={error} />
    </NoticeBar>
  );
}
