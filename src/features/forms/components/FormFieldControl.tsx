import type { FormField } from '@domain/forms/fields';
import { AddressField } from './fields/AddressField';
import { CheckboxesField } from './fields/CheckboxesField';
import { ChoiceField } from './fields/ChoiceField';
import { EmailField } from './fields/EmailField';
import { FileField } from './fields/FileField';
import { NameField } from './fields/NameField';
import { PaymentField } from './fields/PaymentField';
import { TextualField } from './fields/TextualField';

/** A field drawn by its type's component. */
export function FormFieldControl({ field }: { field: FormField }) {
  switch (field.type) {
    case 'name':
      return <NameField field={field} />;
    case 'email':
      return <EmailField field={field} />;
    case 'address':
      return <AddressField field={field} />;
    case 'select':
    case 'radio':
      return <ChoiceField field={field} />;
    case 'checkboxes':
      return <CheckboxesField field={field} />;
    case 'file':
      return <FileField field={field} />;
    case 'payment':
      return <PaymentField field={field} />;
    default:
      return <TextualField field={field} />;
  }
}
