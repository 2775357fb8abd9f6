import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Stack, Typography } from '@mui/material';
import { accountSchema } from '@domain/account/forms';
import { useLocale } from '@shared/i18n/locale-context';
import { useRegisterMutation } from '../../api';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { accountMessages as m } from '../../messages';
import { AccountTextField } from '@entities/customer/fields/AccountTextField';
import { FocusFirstError } from './FocusFirstError';
import { FormStatus } from './FormStatus';
import { NewPasswordField } from '@entities/customer/fields/PasswordField';
import { SubmitButton } from './SubmitButton';

const schema = accountSchema('register');
const EMPTY = { username: '', email: '', password: '' };

/**
 * The register form: username (at least 4 characters), e-mail, password (8 to 30). The answer is the same whether
 * or not the address has an account: the e-mail it sends says which.
 */
export function RegisterForm({ initialPasswordShown = false }: { initialPasswordShown?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [register] = useRegisterMutation();
  const { message, submit } = useFormSubmit(
    (values: typeof EMPTY) => register({ ...values, locale }).unwrap(),
    (_result, _values, helpers) => {
      helpers.resetForm();
      return { severity: 'success', text: intl.formatMessage(m.registerSuccess) };
    },
  );
  return (
    <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate id={id} aria-label={intl.formatMessage(m.registerTitle)}>
          <Stack spacing={2}>
            <FocusFirstError formId={id} />
            <Typography variant="body2">{intl.formatMessage(m.registerIntro)}</Typography>
            <FormStatus message={message} />
            <AccountTextField
              name="username"
              id={`${id}-username`}
              label={intl.formatMessage(m.username)}
              autoComplete="username"
            />
            <AccountTextField
              name="email"
              id={`${id}-email`}
              type="email"
              label={intl.formatMessage(m.email)}
              autoComplete="email"
            />
            <NewPasswordField
              name="password"
              id={`${id}-password`}
              label={intl.formatMessage(m.password)}
              initiallyShown={initialPasswordShown}
            />
            <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.registerSubmit)}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
