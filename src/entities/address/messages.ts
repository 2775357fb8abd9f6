import { defineMessages, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';
import type { AddressField } from '@domain/checkout/address-schema';

/** The address forms' labels. Optional fields say so in their label; required ones get the form's '*'. */
export const addressMessages = defineMessages<{
  first_name: NoMessageValues;
  last_name: NoMessageValues;
  company: NoMessageValues;
  country: NoMessageValues;
  address_1: NoMessageValues;
  address_2: NoMessageValues;
  city: NoMessageValues;
  state: NoMessageValues;
  stateMA: NoMessageValues;
  postcode: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  requiredHint: NoMessageValues;
}>({
  first_name: { id: 'address.field.first_name', defaultMessage: 'First name' },
  last_name: { id: 'address.field.last_name', defaultMessage: 'Last name' },
  company: { id: 'address.field.company', defaultMessage: 'Company name (optional)' },
  country: { id: 'address.field.country', defaultMessage: 'Country / Region' },
  address_1: { id: 'address.field.address_1', defaultMessage: 'Street address' },
  address_2: { id: 'address.field.address_2', defaultMessage: 'Address line 2 (optional)' },
  city: { id: 'address.field.city', defaultMessage: 'Town / City' },
  state: { id: 'address.field.state', defaultMessage: 'State / County' },
  // Morocco's list holds provinces and prefectures, not states.
  stateMA: { id: 'address.field.state_ma', defaultMessage: 'Province / Prefecture' },
  postcode: { id: 'address.field.postcode', defaultMessage: 'Postcode / ZIP' },
  phone: { id: 'address.field.phone', defaultMessage: 'Phone' },
  email: { id: 'address.field.email', defaultMessage: 'Email address' },
  requiredHint: { id: 'address.requiredHint', defaultMessage: 'Fields marked * are required.' },
});

/** A field's label, the state's by country. */
export function labelMessage(field: AddressField, country: string): MessageDescriptor {
  return field === 'state' && country === 'MA' ? addressMessages.stateMA : addressMessages[field];
}

/** What a broken rule says: the spec's wording for its rules, the shop's own for postcode, phone, country… */
export const addressErrorMessages = defineMessages<{
  required: NoMessageValues;
  email: NoMessageValues;
  maxlength: { max: number };
  postcodeMA: NoMessageValues;
  postcode: NoMessageValues;
  phone: NoMessageValues;
  country: NoMessageValues;
  state: NoMessageValues;
  plain: NoMessageValues;
  summaryItem: { field: MessageValue; message: MessageValue };
}>({
  required: { id: 'address.error.required', defaultMessage: 'This field is required' },
  email: { id: 'address.error.email', defaultMessage: 'A valid email address is required' },
  maxlength: { id: 'address.error.maxlength', defaultMessage: 'Please enter no more than {max} characters' },
  postcodeMA: { id: 'address.error.postcode_ma', defaultMessage: 'Enter a valid postcode (5 digits, e.g. 20000)' },
  postcode: {
    id: 'address.error.postcode',
    defaultMessage: 'Enter a valid postcode (letters, digits, spaces and hyphens only)',
  },
  phone: { id: 'address.error.phone', defaultMessage: 'Enter a valid phone number (6 to 20 digits, e.g. 0612345678)' },
  country: { id: 'address.error.country', defaultMessage: 'Choose a country from the list' },
  state: { id: 'address.error.state', defaultMessage: 'Choose a state or province of the selected country' },
  plain: { id: 'address.error.plain', defaultMessage: 'Use plain text only: the characters < and > are not allowed' },
  // An error summary's link: which field, and what is wrong with it.
  summaryItem: { id: 'address.error.summaryItem', defaultMessage: '{field}: {message}' },
});

/** The searchable dropdown's messages (its lists are local: nothing is loaded, so no loading or length messages). */
export const selectMessages = defineMessages<{
  placeholder: NoMessageValues;
  noMatches: NoMessageValues;
  searching: NoMessageValues;
  open: NoMessageValues;
  close: NoMessageValues;
}>({
  placeholder: { id: 'select.placeholder', defaultMessage: 'Select an option…' },
  noMatches: { id: 'select.noMatches', defaultMessage: 'No matches found' },
  searching: { id: 'select.searching', defaultMessage: 'Searching…' },
  open: { id: 'select.open', defaultMessage: 'Open the list' },
  close: { id: 'select.close', defaultMessage: 'Close the list' },
});
