import { Form, Formik } from 'formik';
import type { AddressKind, OrderAddress } from '@domain/checkout/address-schema';
import { AddressFields } from '@entities/address/AddressFields';
import { addressValidation, emptyAddress } from '@entities/address/validation';

interface Props {
  kind?: AddressKind;
  address?: Partial<OrderAddress>;
  onSubmit?: (values: Record<string, Partial<OrderAddress>>) => void;
}

/** An address form as a caller builds one: Formik, the domain's schema, AddressFields and a submit button. */
export function AddressForm({ kind = 'billing', address = {}, onSubmit = () => undefined }: Props) {
  return (
    <Formik
      initialValues={{ [kind]: { ...emptyAddress(kind), ...address } }}
      validationSchema={addressValidation([kind])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <AddressFields kind={kind} />
        <button type="submit">Submit</button>
      </Form>
    </Formik>
  );
}
