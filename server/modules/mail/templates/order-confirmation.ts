/**
 * The e-mail confirming an order to the shopper, in the order's language: its lines and totals, the addresses, and
 * how to pay (the shop's bank account for a transfer). What the shopper typed is escaped in the HTML.
 */
import { stateName } from '@domain/address';
import type { OrderAddress } from '@domain/checkout/address-schema';
import { countryName, orderDate } from '@domain/checkout/order-format';
import { type BankDetails, formatIban, formatRib } from '@domain/checkout/payment';
import { PAYMENT_TEXTS } from '@domain/checkout/payment-texts';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@domain/locales';
import { DIRHAM_FORMAT, type PriceFormat } from '@domain/money';
import type { orderLines, orders } from '../../../db/schema/orders';
import { type MailContent, type Row, htmlLayout, textLayout } from './layout';
import { ORDER_MAIL_MESSAGES } from './messages';
import { type Writer, htmlWriter, textWriter } from './writer';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** What the e-mail needs of an order (`id` is the order number) and of its lines. */
export type OrderForMail = Pick<
  OrderRow,
  | 'id'
  | 'locale'
  | 'status'
  | 'paymentMethod'
  | 'billing'
  | 'shipping'
  | 'shippingMethod'
  | 'subtotal'
  | 'discountTotal'
  | 'shippingTotal'
  | 'total'
  | 'couponCodes'
  | 'customerNote'
  | 'createdAt'
> & {
  lines: Array<
    Pick<LineRow, 'name' | 'attributes' | 'quantity' | 'unitPrice' | 'subtotal'> &
      Partial<Pick<LineRow, 'role' | 'parentPosition'>>
  >;
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The order's locale, or the shop's default for one it does not know. */
export function mailLocale(value: string): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function addressLines(address: OrderAddress, locale: Locale, w: Writer): string[] {
  const state = address.state && (stateName(address.country, address.state, locale) ?? address.state);
  return [
    w.text(`${address.first_name} ${address.last_name}`.trim()),
    w.text(address.company),
    w.text(address.address_1),
    w.text(address.address_2),
    [w.ltr(address.postcode), w.text(address.city)].filter(Boolean).join(' '),
    w.text(state),
    address.country ? w.text(countryName(address.country, locale)) : '',
    w.ltr(address.phone),
    w.ltr(address.email),
  ].filter(Boolean);
}

function methodName(locale: Locale, id: string): string {
  return id === 'cod' || id === 'bacs' ? PAYMENT_TEXTS[id].title[locale] : id;
}

function content(order: OrderForMail, bank: BankDetails | null, locale: Locale, w: Writer): MailContent {
  const m = ORDER_MAIL_MESSAGES[locale];
  const number = w.text(String(order.id));
  const total = w.price(order.total);

  const totals: Row[] = [{ label: w.text(m.subtotal), value: w.price(order.subtotal) }];
  if (order.discountTotal > 0) {
    const codes = order.couponCodes.join(', ');
    totals.push({
      label: codes ? w.fill(m.discountWithCodes, { codes: w.ltr(codes) }) : w.text(m.discount),
      // As the cart shows a discount: a minus sign before the price.
      value: `−${w.price(order.discountTotal)}`,
    });
  }
  if (order.shippingMethod || order.shippingTotal > 0) {
    const amount = order.shippingTotal > 0 ? w.price(order.shippingTotal) : w.text(m.free);
    const method = order.shippingMethod ? w.auto(order.shippingMethod.label) : '';
    totals.push({ label: w.text(m.shipping), value: method ? w.fill(m.shippingVia, { amount, method }) : amount });
  }
  totals.push({ label: w.text(m.total), value: total, strong: true });
  totals.push({ label: w.text(m.paymentMethod), value: w.text(methodName(locale, order.paymentMethod)) });

  const bankRows: Array<[string, string]> = bank
    ? [
        [m.accountName, w.text(bank.accountName)],
        [m.bankName, w.text(bank.bankName)],
        [m.rib, w.ltr(formatRib(bank.rib))],
        [m.iban, w.ltr(formatIban(bank.iban))],
        [m.bic, w.ltr(bank.bic)],
        [m.reference, w.strong(number)],
      ]
    : [];
  const shipping = order.shipping;
  return {
    direction: w.direction,
    shopName: w.text(m.shopName),
    heading: w.text(m.heading),
    greeting: order.billing.first_name
      ? w.fill(m.greeting, { name: w.auto(order.billing.first_name) })
      : w.text(m.greetingAnonymous),
    intro: w.text(
      order.status === 'processing' ? m.introProcessing : order.status === 'on-hold' ? m.introOnHold : m.introOther,
    ),
    order: w.fill(m.order, { number, date: w.text(orderDate(order.createdAt, locale)) }),
    columns: {
      product: w.text(m.product),
      unitPrice: w.text(m.unitPrice),
      quantity: w.text(m.quantity),
      lineTotal: w.text(m.lineTotal),
    },
    lines: order.lines.map((line) => {
      // A bundle's item says which bundle it is in; its price is the bundle's.
      const bundle = line.role === 'bundled' ? order.lines[line.parentPosition ?? -1] : undefined;
      return {
        name: w.text(line.name),
        attributes: [
          ...(bundle ? [w.fill(m.inBundle, { bundle: w.text(bundle.name) })] : []),
          ...line.attributes.map((a) => w.text(`${a.label}${m.colon}${a.value}`)),
        ],
        unitPrice: bundle ? w.text(m.included) : w.price(line.unitPrice),
        quantity: w.text(String(line.quantity)),
        subtotal: bundle ? w.text(m.included) : w.price(line.subtotal),
      };
    }),
    totals,
    codNote: order.paymentMethod === 'cod' ? w.fill(m.codNote, { total }) : null,
    bank:
      order.paymentMethod === 'bacs' && bank
        ? {
            heading: w.text(m.bankHeading),
            instruction: w.fill(m.bankInstruction, { total, number: w.strong(number) }),
            rows: bankRows.filter(([, value]) => value).map(([name, value]) => ({ label: w.text(name), value })),
          }
        : null,
    addresses: [
      { title: w.text(m.billingAddress), lines: addressLines(order.billing, locale, w) },
      ...(shipping.first_name || shipping.address_1
        ? [{ title: w.text(m.shippingAddress), lines: addressLines(shipping, locale, w) }]
        : []),
    ],
    note: order.customerNote.trim() ? { title: w.text(m.note), body: w.text(order.customerNote.trim()) } : null,
    colon: w.text(m.colon),
    closing: [w.text(m.questions), w.text(m.closing)],
  };
}

/**
 * The order's confirmation in its locale: subject, HTML (inline styles only, for mail clients) and the same content as
 * plain text. `priceFormat` is the store's (settings.priceFormat); the dirham's default otherwise.
 */
export function orderConfirmation(
  order: OrderForMail,
  bank: BankDetails | null,
  priceFormat: PriceFormat = DIRHAM_FORMAT,
): RenderedMail {
  const locale = mailLocale(order.locale);
  const subject = ORDER_MAIL_MESSAGES[locale].subject.replace('{number}', String(order.id));
  return {
    subject,
    html: htmlLayout(content(order, bank, locale, htmlWriter(locale, priceFormat)), locale, subject),
    text: textLayout(content(order, bank, locale, textWriter(locale, priceFormat))),
  };
}
