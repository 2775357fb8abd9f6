import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Button, Stack, Typography } from '@mui/material';
import { accountSchema } from '@domain/account/forms';
import { useLocale } from '@shared/i18n/locale-context';
import { useResetPasswordMutation } from '../../api';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { accountMessages } from '../../messages';
import { accountPageMessages as m } from '../../page-messages';
import { useAccountDialogs } from '../dialogs/AccountDialogs';
import { FocusFirstError } from '../forms/FocusFirstError';
import { FormStatus } from '../forms/FormStatus';
import { NewPasswordField } from '@entities/customer/fields/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';

const schema = accountSchema('resetPassword');

/**
 * The page the reset e-mail's link opens: a new password (8 to 30 characters) set once with the link's token; then
 * a way to sign in. A used or expired link says so and offers to ask for a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const dialogs = useAccountDialogs();
  const [reset, state] = useResetPasswordMutation();
  const { message, submit } = useFormSubmit(
    (values: { password: string }) => reset({ token, password: values.password, locale }).unwrap(),
    () => ({ severity: 'success', text: intl.formatMessage(m.resetDone) }),
  );
  if (state.isSuccess) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormStatus message={message} />
        <Button variant="contained" aria-haspopup="dialog" onClick={() => dialogs.open('login')}>
          {intl.formatMessage(accountMessages.signInLink)}
        </Button>
      </Stack>
    );
  }
  const refused = (state.error as { code?: string } | undefined)?.code === 'link_invalid';
  return (
    <Formik initialValues={{ password: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate id={id} aria-labelledby="account-reset-title">
          <Stack spacing={2} sx={{ maxInlineSize: 480 }}>
            <FocusFirstError formId={id} />
            <Typography>{intl.formatMessage(m.resetIntro)}</Typography>
            <FormStatus message={token ? message : { severity: 'error', text: intl.formatMessage(m.missingToken) }} />
            {(refused || !token) && (
              <Button
                variant="outlined"
                aria-haspopup="dialog"
                onClick={() => dialogs.open('lostPassword')}
                sx={{ alignSelf: 'flex-start' }}
              >
                {intl.formatMessage(m.askNewLink)}
              </Button>
            )}
            <NewPasswordField name="password" id={`${id}-password`} label={intl.formatMessage(m.newPassword)} />
            <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.savePassword)}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
