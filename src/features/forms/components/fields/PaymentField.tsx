import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Box, Typography } from '@mui/material';
import type { FieldOf } from '@domain/forms/fields';
import { paymentTotal } from '@domain/forms/rules';
import { Price } from '@shared/ui/Price';
import { QuantityInput } from '@shared/ui/QuantityInput';
import { formMessages as m } from '../../messages';
import type { FormState } from '../../model/types';
import { domId, useFieldState, useFormScope } from '../../hooks/useFieldState';
import { FieldSet } from './FieldSet';

/** Payment items, each with its price and a quantity, and their total, said politely when it changes. */
export function PaymentField({ field }: { field: FieldOf<'payment'> }) {
  const intl = useIntl();
  const { formId } = useFormScope();
  const { setFieldValue, setFieldTouched } = useFormikContext<FormState>();
  const { value, error } = useFieldState<Record<string, number>>(field.id);
  const quantities = value ?? {};
  const id = domId(formId, field.id);
  const total = paymentTotal(field, quantities);
  return (
    <FieldSet id={id} legend={field.label} required={field.required} description={field.description} error={error}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {field.items.map((item) => (
          <Box
            key={item.value}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: 2 }}
          >
            <Box id={`${id}-${item.value}`}>
              <Typography component="span" sx={{ display: 'block' }}>
                {item.label}
              </Typography>
              <Price amount={item.price} approximate={false} />
            </Box>
            <QuantityInput
              label={intl.formatMessage(m.quantityOf, { item: item.label })}
              describedBy={`${id}-${item.value}`}
              value={String(quantities[item.value] ?? 0)}
              limits={{ min: 0, max: field.maxQuantity, step: 1, soldIndividually: false }}
              onChange={(text) => {
                const n = Math.max(0, Math.min(field.maxQuantity, Math.trunc(Number(text) || 0)));
                void setFieldValue(`${field.id}.${item.value}`, n, false).then(() =>
                  setFieldTouched(field.id, true, true),
                );
              }}
            />
          </Box>
        ))}
        <Typography
          role="status"
          variant="h6"
          component="p"
          sx={{ display: 'flex', justifyContent: 'space-between', borderBlockStart: 1, borderColor: 'divider', pt: 1 }}
        >
          <span>{intl.formatMessage(m.total)}</span>
          <Price amount={total} approximate={false} />
        </Typography>
      </Box>
    </FieldSet>
  );
}
