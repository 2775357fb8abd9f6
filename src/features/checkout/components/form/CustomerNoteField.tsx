import { type ChangeEvent, memo } from 'react';
import { TextField } from '@mui/material';
import { useIntl } from 'react-intl';
import { ORDER_NOTE_MAX_LENGTH } from '@domain/cart';
import { checkoutMessages } from '../../messages';

interface Props {
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => void;
}

/**
 * The order notes, in their own direction (a note in Latin script on an Arabic page reads left to right). Memoised:
 * a growing text area measures the page's layout each time it renders, which the rest of the form must not pay for.
 */
export const CustomerNoteField = memo(function CustomerNoteField({ value, onChange }: Props) {
  const intl = useIntl();
  return (
    <TextField
      id="customerNote"
      name="customerNote"
      label={intl.formatMessage(checkoutMessages.orderNotes)}
      placeholder={intl.formatMessage(checkoutMessages.orderNotesHint)}
      value={value}
      onChange={onChange}
      multiline
      minRows={3}
      slotProps={{ htmlInput: { maxLength: ORDER_NOTE_MAX_LENGTH, dir: 'auto' } }}
    />
  );
});
