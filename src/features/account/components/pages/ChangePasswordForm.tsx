import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Box, Stack, Typography } from '@mui/material';
import { accountSchema } from '@domain/account/forms';
import { useChangePasswordMutation } from '../../api';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { accountPageMessages as m } from '../../page-messages';
import { FocusFirstError } from '../forms/FocusFirstError';
import { FormStatus } from '../forms/FormStatus';
import { NewPasswordField, PasswordField } from '@entities/customer/fields/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';

const schema = accountSchema('changePassword');
const EMPTY = { password_current: '', password: '' };

/** A new password (8 to 30 characters) given the current one; the other devices are signed out. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const id = useId();
  const [change] = useChangePasswordMutation();
  const { message, submit } = useFormSubmit(
    (values: typeof EMPTY) => change(values).unwrap(),
    (_result, _values, helpers) => {
      helpers.resetForm();
      return { severity: 'success', text: intl.formatMessage(m.passwordChanged) };
    },
  );
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ marginBlockStart: 5 }}>
      <Typography id={`${id}-title`} variant="h6" component="h3" sx={{ marginBlockEnd: 2 }}>
        {intl.formatMessage(m.passwordChange)}
      </Typography>
      <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate id={id} aria-labelledby={`${id}-title`}>
            <Stack spacing={2} sx={{ maxInlineSize: 480 }}>
              <FocusFirstError formId={id} />
              <FormStatus message={message} />
              <PasswordField
                name="password_current"
                id={`${id}-current`}
                label={intl.formatMessage(m.currentPassword)}
                autoComplete="current-password"
              />
              <NewPasswordField name="password" id={`${id}-new`} label={intl.formatMessage(m.newPassword)} />
              <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.savePassword)}</SubmitButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
