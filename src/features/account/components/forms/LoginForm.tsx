import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Stack } from '@mui/material';
import { accountSchema } from '@domain/account/forms';
import { useLocale } from '@shared/i18n/locale-context';
import { useLoginMutation } from '../../api';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { accountMessages as m } from '../../messages';
import type { SignedIn } from '../../model/types';
import { AccountTextField } from '@entities/customer/fields/AccountTextField';
import { FocusFirstError } from './FocusFirstError';
import { FormStatus } from './FormStatus';
import { PasswordField } from '@entities/customer/fields/PasswordField';
import { SubmitButton } from './SubmitButton';

const schema = accountSchema('login');

export interface LoginFormProps {
  /** Where to go once signed in (the server keeps it to this shop); none: stay, with everything read again. */
  redirect?: string;
  onSignedIn: (result: SignedIn) => void;
}

/** The login form: username or e-mail and password, both required; the outcome in its live region. */
export function LoginForm({ redirect, onSignedIn }: LoginFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [login] = useLoginMutation();
  const { message, submit } = useFormSubmit(
    (values: { user_login: string; password: string }) =>
      login({ ...values, locale, ...(redirect ? { redirect } : {}) }).unwrap(),
    (result) => {
      onSignedIn(result);
      return { severity: 'success', text: intl.formatMessage(m.loginSuccess, { name: result.customer.displayName }) };
    },
  );
  return (
    <Formik initialValues={{ user_login: '', password: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate id={id} aria-label={intl.formatMessage(m.loginTitle)}>
          <Stack spacing={2}>
            <FocusFirstError formId={id} />
            <FormStatus message={message} />
            <AccountTextField
              name="user_login"
              id={`${id}-user_login`}
              label={intl.formatMessage(m.userLogin)}
              autoComplete="username"
            />
            <PasswordField
              name="password"
              id={`${id}-password`}
              label={intl.formatMessage(m.password)}
              autoComplete="current-password"
            />
            <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.loginSubmit)}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
