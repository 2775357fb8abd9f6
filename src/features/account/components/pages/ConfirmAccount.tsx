import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Button, Stack, Typography } from '@mui/material';
import { accountSchema } from '@domain/account/forms';
import { PasswordField } from '@entities/customer/fields/PasswordField';
import { useLocale } from '@shared/i18n/locale-context';
import { StatusAlert } from '@shared/ui/StatusAlert';
import type { ApiError } from '@shared/api/problem';
import { useConfirmAccountMutation } from '../../api';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { useAccountProblemText } from '../../hooks/useAccountText';
import { accountMessages } from '../../messages';
import { accountPageMessages as m } from '../../page-messages';
import { useAccountDialogs } from '../dialogs/AccountDialogs';
import { FocusFirstError } from '../forms/FocusFirstError';
import { FormStatus } from '../forms/FormStatus';
import { SubmitButton } from '../forms/SubmitButton';
import { MergeNotices } from '../MergeNotices';
import { RedirectCountdown } from './RedirectCountdown';

const schema = accountSchema('confirm');

/**
 * The page a confirmation e-mail's link opens (a new account's address, or an account's new address): the link
 * works with the account's password, so only whoever chose it and holds the mailbox confirms. Once confirmed (which
 * signs the customer in) it goes to My Account after five seconds. A used or expired link says so and offers to
 * register again; a forgotten password, to choose a new one (which confirms the address too).
 */
export function ConfirmAccount({ token, paused = false }: { token: string; paused?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const dialogs = useAccountDialogs();
  const problemText = useAccountProblemText();
  const [confirm, state] = useConfirmAccountMutation();
  const { message, submit } = useFormSubmit(
    (values: { password: string }) => confirm({ token, password: values.password, locale }).unwrap(),
    () => null,
  );

  const error = state.error as ApiError | undefined;
  if (!token || error?.code === 'link_invalid') {
    const text = token ? problemText(error!) : intl.formatMessage(m.missingToken);
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <StatusAlert severity="error">{text}</StatusAlert>
        <Button variant="outlined" aria-haspopup="dialog" onClick={() => dialogs.open('register')}>
          {intl.formatMessage(accountMessages.createAccountLink)}
        </Button>
      </Stack>
    );
  }
  if (state.data) {
    return (
      <Stack spacing={2}>
        <StatusAlert severity="success" role="status">
          {state.data.confirmed === 'email'
            ? intl.formatMessage(m.emailConfirmed)
            : intl.formatMessage(m.confirmed, { name: state.data.customer.displayName })}
        </StatusAlert>
        {state.data.cartNotices.length > 0 && <MergeNotices notices={state.data.cartNotices} />}
        <RedirectCountdown to={state.data.redirect} paused={paused} />
      </Stack>
    );
  }
  return (
    <Formik initialValues={{ password: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate id={id} aria-label={intl.formatMessage(m.confirmTitle)}>
          <Stack spacing={2} sx={{ maxInlineSize: 480 }}>
            <FocusFirstError formId={id} />
            <Typography>{intl.formatMessage(m.confirmIntro)}</Typography>
            <FormStatus message={message} />
            <PasswordField
              name="password"
              id={`${id}-password`}
              label={intl.formatMessage(accountMessages.password)}
              autoComplete="current-password"
            />
            <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.confirmSubmit)}</SubmitButton>
            <Button
              variant="text"
              aria-haspopup="dialog"
              onClick={() => dialogs.open('lostPassword')}
              sx={{ alignSelf: 'flex-start' }}
            >
              {intl.formatMessage(accountMessages.lostPasswordLink)}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
