import { useEffect, useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { Price } from '@shared/ui/Price';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { scrollAndFocus } from '../hooks/focus';
import { formMessages } from '../messages';
import type { FormOrder } from '../model/types';

/**
 * What replaces a form once it is sent: its confirmation, scrolled to and focused so it is read at once; for a
 * payment form, the order it made and the way to pay for it.
 */
export function FormConfirmation({ paragraphs, order }: { paragraphs: string[]; order?: FormOrder }) {
  const intl = useIntl();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => scrollAndFocus(box.current), []);
  return (
    <Box ref={box} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 2, justifyItems: 'start' }}>
      <StatusAlert severity="success" role="status">
        {paragraphs.map((text, i) => (
          <Typography key={i} variant="body1" sx={{ marginBlockEnd: i < paragraphs.length - 1 || order ? 1 : 0 }}>
            {text}
          </Typography>
        ))}
        {order && (
          <Typography variant="body1">
            {intl.formatMessage(formMessages.orderWaiting, {
              number: <bdi>{order.number}</bdi>,
              total: <Price amount={order.total} approximate={false} />,
            })}
          </Typography>
        )}
      </StatusAlert>
      {order && (
        <Button
          component={RouterLink}
          to={localePath(locale, `/checkout/order-pay/${order.number}/?key=${encodeURIComponent(order.key)}`)}
          variant="contained"
          size="large"
        >
          {intl.formatMessage(formMessages.payOrder)}
        </Button>
      )}
    </Box>
  );
}
