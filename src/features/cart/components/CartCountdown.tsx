import { useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import type { Cart } from '@entities/cart/model';
import { useRestartCountdownMutation } from '@entities/cart/api';
import { useSettings } from '@shared/api/settings-api';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { clockText, loopingRemainingSeconds, remainingSeconds, wordsText } from '../model/countdown';
import { cartDrawerMessages } from '../drawer-messages';

/** The shopper's choice to hide the timer, for the visit (WCAG 2.2.1: a time limit can be turned off). */
export const COUNTDOWN_HIDDEN_KEY = 'zellige.cart.countdownHidden';

const readHidden = () => {
  try {
    return sessionStorage.getItem(COUNTDOWN_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The cart countdown (end = start + length × 60 s, then the expired message: the owner's, or the shop's translated
 * one), written as a clock or in words as the settings say; a looping one starts over at each end. The ticking
 * time is a timer that is not read aloud each second; the expiry is said once. The shopper can ask for more time
 * (the server restarts it) or hide it for the visit (WCAG 2.2.1 'Timing adjustable').
 */
export function CartCountdown({ countdown }: { countdown: NonNullable<Cart['countdown']> }) {
  const intl = useIntl();
  const locale = useLocale();
  const { countdown: setting } = useSettings().cart;
  const [restart, restarting] = useRestartCountdownMutation();
  const [hidden, setHidden] = useState(readHidden);
  const lengthSeconds = setting.lengthMinutes * 60;
  const [now, setNow] = useState(() => Date.now());
  const left = setting.loop
    ? loopingRemainingSeconds(countdown.startedAt, now, lengthSeconds)
    : remainingSeconds(countdown.endsAt, now, lengthSeconds);
  const ticking = setting.enabled && !hidden && left > 0;
  const words = setting.formatter === 'words';
  const expired = setting.expiredMessage?.[locale] || intl.formatMessage(cartDrawerMessages.countdownExpired);

  // One interval while the timer is shown and running: not one per second, and none while it is off or expired.
  useEffect(() => {
    if (!ticking) return undefined;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [ticking]);

  if (!setting.enabled || hidden) return null;
  const hide = () => {
    setHidden(true);
    try {
      sessionStorage.setItem(COUNTDOWN_HIDDEN_KEY, '1');
    } catch {
      // Storage refused (private mode): hidden for as long as the page lives.
    }
  };

  return (
    // One line where it fits: the time, then its two controls.
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        paddingBlock: 0.5,
        paddingInline: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 auto' }}>
        <TimerOutlinedIcon aria-hidden fontSize="small" />
        {left > 0 ? (
          <Typography variant="body2">
            {intl.formatMessage(cartDrawerMessages.countdownRunning, {
              time: (
                <Box
                  component="bdi"
                  role="timer"
                  dir={words ? undefined : 'ltr'}
                  sx={{ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }}
                >
                  {words ? wordsText(left, locale) : clockText(left)}
                </Box>
              ),
            })}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
            {expired}
          </Typography>
        )}
      </Box>
      <VisuallyHidden role="status">{left === 0 ? expired : ''}</VisuallyHidden>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" variant="text" onClick={() => void restart({ locale })} disabled={restarting.isLoading}>
          {intl.formatMessage(cartDrawerMessages.countdownExtend)}
        </Button>
        <Button size="small" onClick={hide}>
          {intl.formatMessage(cartDrawerMessages.countdownHide)}
        </Button>
      </Box>
    </Box>
  );
}
