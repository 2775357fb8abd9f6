import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Price } from '@shared/ui/Price';
import { useLangOf } from '@shared/i18n/locale-context';
import type { Order } from '../../model/types';
import { orderMessages } from '../../order-messages';

/**
 * The order table's footer, in the order the e-mail gives them: subtotal, the discount (only when there is one, as
 * a negative amount, with its coupon codes), shipping (its cost or 'Free', and the method), the total, and the
 * payment method. Each row is headed by its label (a row header in the name column); its value spans the quantity
 * and total columns, so a shipping method's name has room on a phone.
 */
export function OrderTotalRows({ order }: { order: Order }) {
  const intl = useIntl();
  const { totals, shippingMethod } = order;
  const lang = useLangOf(order.writtenIn);
  const rows: Array<{ key: string; label: ReactNode; value: ReactNode; strong?: boolean }> = [
    {
      key: 'subtotal',
      label: intl.formatMessage(orderMessages.subtotal),
      value: <Price amount={totals.subtotal} approximate={false} />,
    },
  ];
  if (totals.discount > 0) {
    const codes = order.couponCodes.join(', ');
    rows.push({
      key: 'discount',
      label: codes
        ? intl.formatMessage(orderMessages.discountWithCodes, { codes: <bdi dir="ltr">{codes}</bdi> })
        : intl.formatMessage(orderMessages.discount),
      value: <Price amount={-totals.discount} approximate={false} />,
    });
  }
  if (shippingMethod || totals.shipping > 0) {
    // What was charged (the totals add up), as the e-mail shows it.
    const amount =
      totals.shipping > 0 ? (
        <Price amount={totals.shipping} approximate={false} />
      ) : (
        intl.formatMessage(orderMessages.free)
      );
    rows.push({
      key: 'shipping',
      label: intl.formatMessage(orderMessages.shipping),
      value: shippingMethod
        ? intl.formatMessage(orderMessages.shippingVia, {
            amount,
            method: <bdi lang={lang}>{shippingMethod.label}</bdi>,
          })
        : amount,
    });
  }
  rows.push({
    key: 'total',
    label: intl.formatMessage(orderMessages.total),
    value: <Price amount={totals.total} approximate={false} />,
    strong: true,
  });
  if (order.paymentMethod)
    rows.push({
      key: 'method',
      label: intl.formatMessage(orderMessages.paymentMethod),
      value: order.paymentMethod.title,
    });

  return (
    <tfoot>
      {rows.map((row) => (
        <tr key={row.key} className={row.strong ? 'total' : undefined}>
          <th scope="row">{row.label}</th>
          <td colSpan={2} className={row.key === 'shipping' || row.key === 'method' ? 'amount wraps' : 'amount'}>
            {row.value}
          </td>
        </tr>
      ))}
    </tfoot>
  );
}
