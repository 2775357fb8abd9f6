import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Stack, Typography } from '@mui/material';
import { accountSchema } from '@domain/account/forms';
import { CAPTCHA_FIELD, captchaSchema } from '@domain/captcha';
import { CaptchaField } from '@entities/captcha/CaptchaField';
import { useSettings } from '@shared/api/settings-api';
import { useLocale } from '@shared/i18n/locale-context';
import { useLostPasswordMutation } from '../../api';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { accountMessages as m } from '../../messages';
import { AccountTextField } from '@entities/customer/fields/AccountTextField';
import { FocusFirstError } from './FocusFirstError';
import { FormStatus } from './FormStatus';
import { SubmitButton } from './SubmitButton';

const SCHEMA = accountSchema('lostPassword');
const WITH_CAPTCHA = SCHEMA.concat(captchaSchema);

/** The lost-password form: a username or e-mail; the same answer whether or not an account matches. */
export function LostPasswordForm() {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [lostPassword] = useLostPasswordMutation();
  const { captcha } = useSettings();
  const { message, submit } = useFormSubmit(
    (values: { user_login: string; captcha?: string }) => lostPassword({ ...values, locale }).unwrap(),
    () => ({ severity: 'success', text: intl.formatMessage(m.lostPasswordSuccess) }),
  );
  return (
    <Formik
      initialValues={captcha.enabled ? { user_login: '', captcha: '' } : { user_login: '' }}
      validationSchema={captcha.enabled ? WITH_CAPTCHA : SCHEMA}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate id={id} aria-label={intl.formatMessage(m.lostPasswordTitle)}>
          <Stack spacing={2}>
            <FocusFirstError formId={id} />
            <Typography variant="body2">{intl.formatMessage(m.lostPasswordIntro)}</Typography>
            <FormStatus message={message} />
            <AccountTextField
              name="user_login"
              id={`${id}-user_login`}
              label={intl.formatMessage(m.userLogin)}
              autoComplete="username"
            />
            {captcha.enabled && <CaptchaField name={CAPTCHA_FIELD} id={`${id}-captcha`} />}
            <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.lostPasswordSubmit)}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
