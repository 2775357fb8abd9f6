import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import { TextLink } from '@shared/ui/TextLink';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { accountPageMessages as m } from '../../page-messages';

/** The spec's wait before the register redirect. */
export const REDIRECT_DELAY_SECONDS = 5;

/**
 * Goes to `to` after five seconds, said once to screen readers when it starts (not every second) and shown counting
 * down, with a link to go at once.
 */
export function RedirectCountdown({ to, paused = false }: { to: string; paused?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_DELAY_SECONDS);
  useEffect(() => {
    if (paused) return;
    if (left <= 0) {
      void navigate(to);
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, to, paused]);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
      <VisuallyHidden role="status">
        {intl.formatMessage(m.redirecting, { seconds: REDIRECT_DELAY_SECONDS })}
      </VisuallyHidden>
      <span aria-hidden="true">{intl.formatMessage(m.redirecting, { seconds: Math.max(left, 0) })}</span>
      <TextLink to={to} underline="always">
        {intl.formatMessage(m.goNow)}
      </TextLink>
    </Box>
  );
}
