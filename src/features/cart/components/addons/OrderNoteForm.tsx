import { useId } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { ORDER_NOTE_MAX_LENGTH as NOTE_MAX_LENGTH } from '@domain/cart';
import { object, string } from 'yup';
import { useSaveOrderNoteMutation } from '@entities/cart/api';
import type { Cart } from '@entities/cart/model';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { useCartProblemText } from '@entities/cart/problem-text';
import { cartDrawerMessages } from '../../drawer-messages';

const TOO_LONG = cartDrawerMessages.noteTooLong;
// Yup carries the message's id; the field formats it with the limit.
const schema = object({ note: string().max(NOTE_MAX_LENGTH, TOO_LONG.id) });

/** The order-notes add-on: plain text kept with the cart; the server refuses HTML. */
export function OrderNoteForm({ cart, onSay }: { cart: Cart; onSay: (text: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const problemText = useCartProblemText();
  const [save] = useSaveOrderNoteMutation();
  const hintId = useId();
  const fieldId = useId();
  return (
    <Formik
      initialValues={{ note: cart.note }}
      validationSchema={schema}
      validateOnChange={false}
      onSubmit={async ({ note }, { setFieldError }) => {
        try {
          await save({ locale, note }).unwrap();
          onSay(intl.formatMessage(cartDrawerMessages.noteSaved));
        } catch (error) {
          setFieldError('note', problemText(error) ?? '');
        }
      }}
    >
      {({ values, errors, handleChange, handleBlur, isSubmitting }) => {
        const message =
          errors.note === TOO_LONG.id ? intl.formatMessage(TOO_LONG, { max: NOTE_MAX_LENGTH }) : errors.note;
        return (
          <Box component={Form} noValidate sx={{ display: 'grid', gap: 1 }}>
            {/* The platform's long hint, as text beside the field: a floating label that long would be cut off. */}
            <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
              {intl.formatMessage(cartDrawerMessages.noteHint)}
            </Typography>
            <TextField
              id={fieldId}
              // The hint, and the refusal when there is one (MUI names its helper text `${id}-helper-text`).
              slotProps={{ htmlInput: { 'aria-describedby': message ? `${hintId} ${fieldId}-helper-text` : hintId } }}
              name="note"
              multiline
              minRows={3}
              label={intl.formatMessage(cartDrawerMessages.noteLabel)}
              value={values.note}
              onChange={handleChange}
              onBlur={handleBlur}
              error={Boolean(message)}
              helperText={message}
            />
            <Button type="submit" variant="outlined" disabled={isSubmitting} sx={{ justifySelf: 'start' }}>
              {intl.formatMessage(cartDrawerMessages.noteSave)}
            </Button>
          </Box>
        );
      }}
    </Formik>
  );
}
