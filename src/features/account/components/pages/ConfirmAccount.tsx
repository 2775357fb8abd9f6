import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Stack, Typography } from '@mui/material';
import { useLocale } from '@shared/i18n/locale-context';
import { StatusAlert } from '@shared/ui/StatusAlert';
import type { ApiError } from '@shared/api/problem';
import { useConfirmAccountMutation } from '../../api';
import { useAccountProblemText } from '../../hooks/useAccountText';
import { accountMessages } from '../../messages';
import { accountPageMessages as m } from '../../page-messages';
import { useAccountDialogs } from '../dialogs/AccountDialogs';
import { MergeNotices } from '../MergeNotices';
import { RedirectCountdown } from './RedirectCountdown';

/**
 * The page the confirmation e-mail's link opens: it confirms the address once (which signs the customer in), then
 * goes to My Account after five seconds. A used or expired link says so and offers to register again.
 */
export function ConfirmAccount({ token, paused = false }: { token: string; paused?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const dialogs = useAccountDialogs();
  const problemText = useAccountProblemText();
  const [confirm, state] = useConfirmAccountMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    void confirm({ token, locale });
  }, [confirm, token, locale]);

  if (!token || state.isError) {
    const text = token ? problemText(state.error as ApiError) : intl.formatMessage(m.missingToken);
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <StatusAlert severity="error">{text}</StatusAlert>
        <Button variant="outlined" aria-haspopup="dialog" onClick={() => dialogs.open('register')}>
          {intl.formatMessage(accountMessages.createAccountLink)}
        </Button>
      </Stack>
    );
  }
  if (!state.data) {
    return <Typography role="status">{intl.formatMessage(m.confirming)}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <StatusAlert severity="success" role="status">
        {intl.formatMessage(m.confirmed, { name: state.data.customer.displayName })}
      </StatusAlert>
      {state.data.cartNotices.length > 0 && <MergeNotices notices={state.data.cartNotices} />}
      <RedirectCountdown to={state.data.redirect} paused={paused} />
    </Stack>
  );
}
