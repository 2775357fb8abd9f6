import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Stack, Typography } from '@mui/material';
import { accountSchema } from '@domain/account/forms';
import { CAPTCHA_FIELD, captchaSchema } from '@domain/captcha';
import { CaptchaField, type CaptchaStatus } from '@entities/captcha/CaptchaField';
import { useSettings } from '@shared/api/settings-api';
import { useLocale } from '@shared/i18n/locale-context';
import { useRegisterMutation } from '../../api';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { accountMessages as m } from '../../messages';
import { AccountTextField } from '@entities/customer/fields/AccountTextField';
import { FocusFirstError } from './FocusFirstError';
import { FormStatus } from './FormStatus';
import { NewPasswordField } from '@entities/customer/fields/PasswordField';
import { SubmitButton } from './SubmitButton';

const SCHEMA = accountSchema('register');
const WITH_CAPTCHA = SCHEMA.concat(captchaSchema);
const EMPTY = { username: '', email: '', password: '' };

/**
 * The register form: username (at least 4 characters), e-mail, password (8 to 30). The answer is the same whether
 * or not the address has an account: the e-mail it sends says which.
 */
export function RegisterForm({
  initialPasswordShown = false,
  captchaStatus,
}: {
  initialPasswordShown?: boolean;
  /** Stories: the captcha (when the store shows it) in a given state. */
  captchaStatus?: CaptchaStatus;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [register] = useRegisterMutation();
  const { captcha } = useSettings();
  const { message, submit } = useFormSubmit(
    (values: typeof EMPTY & { captcha?: string }) => register({ ...values, locale }).unwrap(),
    (_result, _values, helpers) => {
      helpers.resetForm();
      return { severity: 'success', text: intl.formatMessage(m.registerSuccess) };
    },
  );
  return (
    <Formik
      initialValues={captcha.enabled ? { ...EMPTY, captcha: '' } : EMPTY}
      validationSchema={captcha.enabled ? WITH_CAPTCHA : SCHEMA}
      onSubmit={submit}
    >
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
            {captcha.enabled && (
              <CaptchaField name={CAPTCHA_FIELD} id={`${id}-captcha`} initialStatus={captchaStatus} />
            )}
            <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.registerSubmit)}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
