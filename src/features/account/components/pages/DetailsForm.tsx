import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Box, Stack } from '@mui/material';
import { accountSchema } from '@domain/account/forms';
import type { Account } from '@entities/customer/api';
import { useUpdateDetailsMutation } from '../../api';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { accountMessages } from '../../messages';
import { accountPageMessages as m } from '../../page-messages';
import { AccountTextField } from '@entities/customer/fields/AccountTextField';
import { FocusFirstError } from '../forms/FocusFirstError';
import { FormStatus } from '../forms/FormStatus';
import { SubmitButton } from '../forms/SubmitButton';

const schema = accountSchema('details');

/**
 * Names and e-mail address: the display name is required, the others optional. Names change at once; a new address
 * only once it is confirmed by the link mailed to it, which the message says (the same whether or not the address
 * has an account).
 */
export function DetailsForm({ account }: { account: Account }) {
  const intl = useIntl();
  const id = useId();
  const [update] = useUpdateDetailsMutation();
  const { message, submit } = useFormSubmit(
    (values: { first_name: string; last_name: string; display_name: string; email: string }) => update(values).unwrap(),
    (saved, values) => ({
      severity: 'success',
      text:
        values.email.trim().toLowerCase() === saved.email
          ? intl.formatMessage(m.detailsSaved)
          : intl.formatMessage(m.emailPending, { email: values.email.trim().toLowerCase() }),
    }),
  );
  const initial = {
    first_name: account.firstName,
    last_name: account.lastName,
    display_name: account.displayName,
    email: account.email,
  };
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate id={id} aria-labelledby="account-section-heading">
          <Stack spacing={2}>
            <FocusFirstError formId={id} />
            <FormStatus message={message} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <AccountTextField
                name="first_name"
                id={`${id}-first_name`}
                label={intl.formatMessage(m.firstName)}
                autoComplete="given-name"
                required={false}
              />
              <AccountTextField
                name="last_name"
                id={`${id}-last_name`}
                label={intl.formatMessage(m.lastName)}
                autoComplete="family-name"
                required={false}
              />
            </Box>
            <AccountTextField
              name="display_name"
              id={`${id}-display_name`}
              label={intl.formatMessage(m.displayName)}
              autoComplete="nickname"
              hint={intl.formatMessage(m.displayNameHint)}
            />
            <AccountTextField
              name="email"
              id={`${id}-email`}
              type="email"
              label={intl.formatMessage(accountMessages.email)}
              autoComplete="email"
            />
            <Box sx={{ maxInlineSize: 280 }}>
              <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.saveDetails)}</SubmitButton>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
