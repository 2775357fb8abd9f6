import { useIntl } from 'react-intl';
import { Form, Formik } from 'formik';
import { Box, Button, Stack } from '@mui/material';
import type { AddressKind, OrderAddress } from '@domain/checkout/address-schema';
import { AddressFields } from '@entities/address/AddressFields';
import { useAddressErrorSummary } from '@entities/address/error-text';
import { addressValidation, emptyAddress } from '@entities/address/validation';
import { useSaveAddressMutation } from '@entities/customer/api';
import { ErrorSummary } from '@shared/ui/ErrorSummary';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { accountPageMessages as m } from '../../page-messages';
import { FormStatus } from '../forms/FormStatus';
import { SubmitButton } from '../forms/SubmitButton';

export interface AddressEditorProps {
  kind: AddressKind;
  address: OrderAddress | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A saved address edited with the checkout's own fields and rules (country, the state field that follows it, the
 * same messages); an error summary on a refused submit, the server's refusal in the live region.
 */
export function AddressEditor({ kind, address, onSaved, onCancel }: AddressEditorProps) {
  const intl = useIntl();
  const summarise = useAddressErrorSummary();
  const [save] = useSaveAddressMutation();
  const idPrefix = `account-${kind}`;
  const { message, submit } = useFormSubmit(
    (values: Record<string, Partial<OrderAddress>>) => save({ kind, address: values[kind]! }).unwrap(),
    () => {
      onSaved();
      return null;
    },
  );
  return (
    <Formik
      initialValues={{ [kind]: address ?? emptyAddress(kind) }}
      validationSchema={addressValidation([kind])}
      onSubmit={submit}
    >
      {({ isSubmitting, errors, values, submitCount }) => {
        const summary =
          submitCount > 0
            ? summarise({ kind, errors: errors[kind], country: String(values[kind]?.country ?? ''), idPrefix })
            : [];
        return (
          <Form noValidate aria-labelledby={`${idPrefix}-title`}>
            <Stack spacing={2}>
              <FormStatus message={message} />
              {summary.length > 0 && <ErrorSummary items={summary} focusKey={submitCount} />}
              <AddressFields kind={kind} name={kind} idPrefix={idPrefix} />
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Box sx={{ minInlineSize: 200 }}>
                  <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.saveAddress)}</SubmitButton>
                </Box>
                <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
              </Box>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
