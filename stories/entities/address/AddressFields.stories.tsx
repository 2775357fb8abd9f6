/**
 * An address's fields inside a Formik form, validated by the domain's schema: empty, filled, with the errors a submit
 * shows (and the error summary above, as the checkout puts it), and a shipping address.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { Form, Formik, yupToFormErrors, type FormikErrors, type FormikTouched } from 'formik';
import type { ValidationError } from 'yup';
import type { AddressKind, OrderAddress } from '@domain/checkout/address-schema';
import { AddressFields } from '@entities/address/AddressFields';
import { useAddressErrorSummary } from '@entities/address/error-text';
import { addressValidation, emptyAddress } from '@entities/address/validation';
import { ErrorSummary } from '@shared/ui/ErrorSummary';

interface Args {
  kind: AddressKind;
  address: Partial<OrderAddress>;
  submitted?: boolean;
}

type Values = Record<string, Partial<OrderAddress>>;

/** The errors and touched fields of a submit, computed at once so the first render shows them. */
function afterSubmit(kind: AddressKind, values: Values) {
  try {
    addressValidation([kind]).validateSync(values, { abortEarly: false });
    return { errors: {}, touched: {} };
  } catch (error) {
    const touched = { [kind]: Object.fromEntries(Object.keys(values[kind]!).map((f) => [f, true])) };
    return { errors: yupToFormErrors<Values>(error as ValidationError), touched: touched as FormikTouched<Values> };
  }
}

function Summary({ kind, errors, country }: { kind: AddressKind; errors: FormikErrors<Values>; country: string }) {
  const summarise = useAddressErrorSummary();
  return <ErrorSummary items={summarise({ kind, errors: errors[kind], country })} />;
}

function Example({ kind, address, submitted }: Args) {
  const values: Values = { [kind]: { ...emptyAddress(kind), ...address } };
  const { errors, touched } = submitted ? afterSubmit(kind, values) : { errors: {}, touched: {} };
  return (
    <Formik
      initialValues={values}
      initialErrors={errors}
      initialTouched={touched}
      validationSchema={addressValidation([kind])}
      onSubmit={() => undefined}
    >
      <Box component={Form} noValidate sx={{ padding: 2, maxWidth: 720 }}>
        {submitted && <Summary kind={kind} errors={errors} country={values[kind]!.country ?? ''} />}
        <AddressFields kind={kind} />
      </Box>
    </Formik>
  );
}

const meta = {
  title: 'Entities/Address/AddressFields',
  tags: ['mobile'],
  render: (args) => <Example {...args} />,
  args: { kind: 'billing', address: {} },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Billing, empty, in the store's country. */
export const BillingEmpty: Story = {};

/** Billing, every field filled (a Moroccan address). */
export const BillingFilled: Story = {
  args: {
    address: {
      first_name: 'Salma',
      last_name: 'Bennani',
      company: 'Atelier Zellige',
      address_1: '12 Derb Sidi Ahmed Chaoui',
      address_2: 'Appartement 3',
      city: 'Fès',
      state: 'mafes',
      postcode: '30000',
      phone: '0612345678',
      email: 'salma.bennani@example.ma',
    },
  },
};

/** Billing after a submit with errors: required fields, a short postcode, an incomplete e-mail; the summary above. */
export const BillingErrors: Story = {
  args: { submitted: true, address: { first_name: 'Salma', postcode: '300', email: 'salma@' } },
};

/** A shipping address (no phone or e-mail) in France, whose state row is hidden. */
export const Shipping: Story = {
  args: {
    kind: 'shipping',
    address: {
      first_name: 'Camille',
      last_name: 'Durand',
      country: 'FR',
      address_1: '8 rue des Potiers',
      city: 'Lyon',
      postcode: '69002',
    },
  },
};
