import { memo, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { getIn, setIn, useFormikContext, type FormikContextType } from 'formik';
import { Box, TextField, Typography } from '@mui/material';
import { keepStateOnCountryChange, stateField } from '@domain/address';
import { fieldsOf, isRequired, type AddressField, type AddressKind } from '@domain/checkout/address-schema';
import { CountryField } from './CountryField';
import { StateField } from './StateField';
import { useAddressErrorText } from './error-text';
import { addressMessages, labelMessage } from './messages';
import { autocompleteOf, fieldId } from './validation';

export interface AddressFieldsProps {
  kind: AddressKind;
  /** Where the address sits in Formik's values (`values.billing.first_name`); defaults to the kind. */
  name?: string;
  /** The fields' id prefix (`billing-first_name`); defaults to the kind. Unique per form. */
  idPrefix?: string;
  /** Says what '*' means above the fields; once per form. Default true. */
  requiredHint?: boolean;
}

const FULL_ROW = { gridColumn: '1 / -1' };
const HALF_ROW = { gridColumn: { xs: '1 / -1', sm: 'auto' } };

/** Input attributes beyond autocomplete: keyboards, and numbers and addresses kept left-to-right in Arabic. */
function inputOf(field: AddressField, country: string) {
  if (field === 'phone') return { type: 'tel', htmlInput: { inputMode: 'tel' as const, dir: 'ltr' } };
  if (field === 'email') return { type: 'email', htmlInput: { inputMode: 'email' as const, dir: 'ltr' } };
  // A postcode is written left to right in every language (as the forms' address field writes it).
  if (field === 'postcode')
    return { htmlInput: { inputMode: country === 'MA' ? ('numeric' as const) : undefined, dir: 'ltr' } };
  return { htmlInput: {} };
}

type Slice = Record<string, unknown> | undefined;

interface BodyProps extends Required<AddressFieldsProps> {
  address: Slice;
  errors: Slice;
  touched: Slice;
  /** Formik's handlers: the same functions for the form's whole life. */
  form: Pick<
    FormikContextType<Record<string, unknown>>,
    'handleChange' | 'handleBlur' | 'setFieldValue' | 'setFieldTouched' | 'setValues'
  >;
}

/** Flat records (one address's values, errors or touched flags) compared field by field. */
function sameSlice(a: Slice, b: Slice): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * An address's fields inside the caller's Formik form, which validates them (`addressValidation`): a grid, first
 * and last name side by side from sm; visible labels, required ones marked '*' (hidden from the accessible name) and
 * `required`; autofill tokens per section; an error shown once the field is touched, linked by aria-describedby.
 * The fields render again only when this address's values, errors or touched flags change: a change elsewhere in the
 * form (payment method, the other address) leaves them alone, which keeps those interactions fast.
 */
export function AddressFields({ kind, name = kind, idPrefix = kind, requiredHint = true }: AddressFieldsProps) {
  const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched, setValues } =
    useFormikContext<Record<string, unknown>>();
  return (
    <AddressFieldsBody
      kind={kind}
      name={name}
      idPrefix={idPrefix}
      requiredHint={requiredHint}
      address={getIn(values, name) as Slice}
      errors={getIn(errors, name) as Slice}
      touched={getIn(touched, name) as Slice}
      form={{ handleChange, handleBlur, setFieldValue, setFieldTouched, setValues }}
    />
  );
}

const MemoCountryField = memo(CountryField);
const MemoStateField = memo(StateField);

interface TextFieldProps {
  field: AddressField;
  country: string;
  id: string;
  name: string;
  label: string;
  required: boolean;
  error: string | undefined;
  autoComplete: string;
  value: string;
  onChange: FormikContextType<unknown>['handleChange'];
  onBlur: FormikContextType<unknown>['handleBlur'];
}

/** One text field of the address; its props are plain values, so it renders again only when one of them changes. */
const AddressTextField = memo(function AddressTextField({
  field,
  country,
  error,
  autoComplete,
  ...rest
}: TextFieldProps) {
  const { type, htmlInput } = inputOf(field, country);
  return (
    <TextField
      {...rest}
      type={type}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      sx={field === 'first_name' || field === 'last_name' ? HALF_ROW : FULL_ROW}
      slotProps={{ htmlInput: { autoComplete, ...htmlInput } }}
    />
  );
});

const AddressFieldsBody = memo(
  function AddressFieldsBody({ kind, name, idPrefix, requiredHint, address, errors, touched, form }: BodyProps) {
    const intl = useIntl();
    const errorText = useAddressErrorText();
    const { handleChange, handleBlur, setFieldValue, setFieldTouched, setValues } = form;
    const path = (field: AddressField) => `${name}.${field}`;
    const valueOf = (field: AddressField) => String(address?.[field] ?? '');
    const country = valueOf('country');

    const common = (field: AddressField) => ({
      id: fieldId(idPrefix, field),
      name: path(field),
      label: intl.formatMessage(labelMessage(field, country)),
      required: isRequired(kind, field, country),
      error: touched?.[field] ? errorText(errors?.[field] as string | undefined) : undefined,
    });

    // Handlers that stay the same while the address's path does, so each field re-renders only for its own change.
    const on = useMemo(
      () => ({
        country: (next: string) =>
          // One update, so that validation sees the new country with its state.
          void setValues((all) =>
            setIn(
              setIn(all, `${name}.country`, next),
              `${name}.state`,
              keepStateOnCountryChange(next, String(getIn(all, `${name}.state`) ?? '')),
            ),
          ),
        countryBlur: () => void setFieldTouched(`${name}.country`, true),
        state: (next: string) => void setFieldValue(`${name}.state`, next),
        stateBlur: () => void setFieldTouched(`${name}.state`, true),
      }),
      [name, setValues, setFieldValue, setFieldTouched],
    );

    const render = (field: AddressField): ReactNode => {
      if (field === 'country') {
        return (
          <Box key={field} sx={FULL_ROW}>
            <MemoCountryField
              {...common(field)}
              value={country}
              autoComplete={autocompleteOf(kind, field)}
              onChange={on.country}
              onBlur={on.countryBlur}
            />
          </Box>
        );
      }
      if (field === 'state') {
        const state = (
          <MemoStateField
            {...common(field)}
            key={field}
            country={country}
            value={valueOf(field)}
            autoComplete={autocompleteOf(kind, field)}
            onChange={on.state}
            onBlur={on.stateBlur}
          />
        );
        // A hidden input takes no row of the grid.
        return stateField(country) === 'hidden' ? (
          state
        ) : (
          <Box key={field} sx={FULL_ROW}>
            {state}
          </Box>
        );
      }
      return (
        <AddressTextField
          key={field}
          {...common(field)}
          field={field}
          country={country}
          autoComplete={autocompleteOf(kind, field)}
          value={valueOf(field)}
          onChange={handleChange}
          onBlur={handleBlur}
        />
      );
    };

    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {requiredHint && (
          <Typography variant="body2" color="text.secondary" sx={FULL_ROW}>
            {intl.formatMessage(addressMessages.requiredHint)}
          </Typography>
        )}
        {fieldsOf(kind).map(render)}
      </Box>
    );
  },
  (a, b) =>
    a.kind === b.kind &&
    a.name === b.name &&
    a.idPrefix === b.idPrefix &&
    a.requiredHint === b.requiredHint &&
    a.form.handleChange === b.form.handleChange &&
    sameSlice(a.address, b.address) &&
    sameSlice(a.errors, b.errors) &&
    sameSlice(a.touched, b.touched),
);
