/**
 * Orders for the order-received stories, as the API answers them in the page's locale (the payment method's words and
 * the lines' names in that locale), with fixed numbers, dates, names and addresses so every render is the same.
 * Not a story file.
 */
import { PAYMENT_TEXTS } from '@domain/checkout/payment-texts';
import type { OrderAddress } from '@domain/checkout/address-schema';
import type { Locale } from '@domain/locales';
import type { Order, OrderLine, OrderPayment, PaymentMethodView } from '@features/checkout/model/types';
import { LONG_PRODUCT_NAME } from './api';

type Text = Record<Locale, string>;

export const paymentMethodView = (id: 'cod' | 'bacs', locale: Locale): PaymentMethodView => ({
  id,
  title: PAYMENT_TEXTS[id].title[locale],
  description: PAYMENT_TEXTS[id].description[locale],
});

const address = (fields: Partial<OrderAddress>): OrderAddress => ({
  first_name: '',
  last_name: '',
  company: '',
  country: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
  ...fields,
});

/** A shopper in Casablanca (the state a listed code: its Arabic name on Arabic pages). */
export const CASABLANCA = address({
  first_name: 'Yasmine',
  last_name: 'Alaoui',
  country: 'MA',
  address_1: '12, rue Ibn Battouta',
  address_2: 'Appartement 4',
  city: 'Casablanca',
  state: 'macas',
  postcode: '20250',
  phone: '+212 6 12 34 56 78',
  email: 'yasmine.alaoui@example.ma',
});

/** A gift sent to a riad in Marrakech's medina. */
export const MARRAKECH = address({
  first_name: 'Karim',
  last_name: 'Benjelloun',
  company: 'Riad Dar Zellige',
  country: 'MA',
  address_1: '7, derb Sidi Bouloukat',
  address_2: 'Riad Zitoun el Kdim',
  city: 'Marrakech',
  state: 'mamar',
  postcode: '40000',
});

/** A shopper in the United States: the state is free text, kept as typed. */
export const AUSTIN = address({
  first_name: 'Emily',
  last_name: 'Carter',
  company: 'Carter & Daughters Interiors',
  country: 'US',
  address_1: '1200 Congress Avenue',
  address_2: 'Suite 300',
  city: 'Austin',
  state: 'Texas',
  postcode: '78701',
  phone: '+1 512 555 0147',
  email: 'emily.carter@example.com',
});

const shipping = (address: OrderAddress): OrderAddress => ({ ...address, phone: '', email: '' });

const MUG: Text = {
  en: 'Dotted coffee mug from Safi',
  fr: 'Mug à café à pois de Safi',
  ar: 'كوب قهوة بنقاط من آسفي',
};
const COLOUR: Text = { en: 'Colour', fr: 'Couleur', ar: 'اللون' };
const INDIGO: Text = { en: 'Indigo', fr: 'Indigo', ar: 'نيلي' };
const TAGINE: Text = {
  en: 'Glazed terracotta tagine from Tamegroute',
  fr: 'Tajine en terre cuite émaillée de Tamegroute',
  ar: 'طاجين فخاري مزجج من تمكروت',
};
const SIZE: Text = { en: 'Size', fr: 'Taille', ar: 'المقاس' };
const SIZE_30: Text = { en: '30 cm', fr: '30 cm', ar: '30 سم' };
const HOME_DELIVERY: Text = {
  en: 'Home delivery in Casablanca',
  fr: 'Livraison à domicile à Casablanca',
  ar: 'توصيل إلى المنزل في الدار البيضاء',
};
const FREE_SHIPPING: Text = { en: 'Free shipping', fr: 'Livraison gratuite', ar: 'شحن مجاني' };
const INTERNATIONAL: Text = {
  en: 'International shipping (DHL Express)',
  fr: 'Livraison internationale (DHL Express)',
  ar: 'الشحن الدولي (DHL Express)',
};
const NOTE: Text = {
  en: 'It is a gift: please leave out the invoice, and call Karim before delivering.',
  fr: 'C’est un cadeau : merci de ne pas joindre la facture et d’appeler Karim avant la livraison.',
  ar: 'إنها هدية: يُرجى عدم إرفاق الفاتورة والاتصال بكريم قبل التوصيل.',
};

function line(
  productId: number,
  name: string,
  attributes: OrderLine['attributes'],
  unitPrice: number,
  quantity: number,
): OrderLine {
  return { productId, name, sku: null, attributes, quantity, unitPrice, subtotal: unitPrice * quantity };
}

export type OrderCase = 'cod' | 'bacs' | 'discountNoteShipTo' | 'longAbroad';

/** An order for a story, in the story's locale. */
export function storyOrder(which: OrderCase, locale: Locale): Order {
  const payment = which === 'bacs' || which === 'longAbroad' ? 'bacs' : 'cod';
  const lines = [
    line(
      2,
      which === 'longAbroad' ? LONG_PRODUCT_NAME[locale] : MUG[locale],
      [{ label: COLOUR[locale], value: INDIGO[locale] }],
      11500,
      2,
    ),
    line(7, TAGINE[locale], [{ label: SIZE[locale], value: SIZE_30[locale] }], 34000, 1),
  ];
  const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
  // bienvenue10: 10 % off the lines.
  const discount = which === 'discountNoteShipTo' ? subtotal / 10 : 0;
  const shippingMethod =
    which === 'discountNoteShipTo'
      ? { id: 2, label: FREE_SHIPPING[locale], cost: 0 }
      : which === 'longAbroad'
        ? { id: 4, label: INTERNATIONAL[locale], cost: 45000 }
        : { id: 1, label: HOME_DELIVERY[locale], cost: 3000 };
  const shippingCost = shippingMethod.cost;
  const billing = which === 'longAbroad' ? AUSTIN : CASABLANCA;
  return {
    number: 1042,
    key: 'wc_order_Zl1g3K3y042',
    status: payment === 'bacs' ? 'on-hold' : 'processing',
    createdAt: '2025-03-14T10:30:00.000Z',
    currency: 'MAD',
    paymentMethod: paymentMethodView(payment, locale),
    bank:
      payment === 'bacs'
        ? {
            accountName: 'Zellige SARL',
            bankName: 'Banque Populaire',
            rib: '190780211170002345600178',
            iban: 'MA64190780211170002345600178',
            bic: 'BCPOMAMC',
          }
        : null,
    billing,
    shipping: shipping(which === 'discountNoteShipTo' ? MARRAKECH : billing),
    shippingMethod,
    writtenIn: locale,
    lines,
    couponCodes: discount > 0 ? ['bienvenue10'] : [],
    customerNote: which === 'discountNoteShipTo' ? NOTE[locale] : '',
    totals: { subtotal, discount, shipping: shippingCost, total: subtotal - discount + shippingCost },
  };
}

const DEPOSIT_SAMPLE: Text = {
  en: 'Deposit: Sample tile',
  fr: 'Acompte : Carreau d’essai',
  ar: 'العربون: بلاطة تجريبية',
};
const DEPOSIT_DESIGN: Text = {
  en: 'Deposit: Pattern design',
  fr: 'Acompte : Étude du motif',
  ar: 'العربون: دراسة الزخرفة',
};

/** A custom order's deposit as the form made it: pending, its items as lines, no shipping, no method chosen. */
export function storyPendingOrder(locale: Locale, billing: OrderAddress = CASABLANCA): Order {
  const lines = [
    { ...line(0, DEPOSIT_SAMPLE[locale], [], 5000, 2), productId: null },
    { ...line(0, DEPOSIT_DESIGN[locale], [], 20000, 1), productId: null },
  ];
  const total = lines.reduce((sum, l) => sum + l.subtotal, 0);
  return {
    number: 1043,
    key: 'Zl1g3K3yPend1ng043',
    status: 'pending',
    createdAt: '2025-03-14T10:30:00.000Z',
    currency: 'MAD',
    paymentMethod: null,
    bank: null,
    billing,
    shipping: shipping(billing),
    shippingMethod: null,
    writtenIn: locale,
    lines,
    couponCodes: [],
    customerNote: '',
    totals: { subtotal: total, discount: 0, shipping: 0, total },
  };
}

/** The pending order with the methods offered for its country: both in Morocco (cash by default), else the transfer. */
export function storyOrderPayment(locale: Locale, where: 'morocco' | 'abroad' | 'unchosen' = 'morocco'): OrderPayment {
  const abroad = where === 'abroad';
  const methods = abroad ? (['bacs'] as const) : (['cod', 'bacs'] as const);
  return {
    order: storyPendingOrder(locale, abroad ? AUSTIN : CASABLANCA),
    paymentMethods: methods.map((id) => paymentMethodView(id, locale)),
    defaultPaymentMethod: where === 'unchosen' ? null : methods[0],
  };
}
