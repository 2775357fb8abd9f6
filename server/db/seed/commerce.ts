import type { CouponClass } from '@domain/cart-coupons';
import type { CouponKind, ShippingMethodKind } from '../schema/commerce';
import { type Tr, tr } from './types';

export interface CouponSeed {
  code: string;
  kind: CouponKind;
  amount: number;
  minimumSpend?: number;
  expiresAt?: Date;
  usageLimit?: number;
  usageCount?: number;
  usageLimitPerCustomer?: number;
  individualUse?: boolean;
  excludeSaleItems?: boolean;
  /** Default: every class. */
  combinesWith?: CouponClass[];
  /** Product SKUs, resolved to ids when written. */
  productSkus?: string[];
  description: string;
}

/**
 * One coupon of each kind, plus the limits the cart must enforce (minimum spend, expiry, usage limits, sale items,
 * combinations), set as a shop would: a welcome offer once per customer and only beside free shipping, one order
 * discount at a time, a seasonal code that leaves sale items out.
 */
export const COUPONS: CouponSeed[] = [
  {
    code: 'bienvenue10',
    kind: 'percent',
    amount: 10,
    usageLimitPerCustomer: 1,
    combinesWith: ['shipping'],
    description: '10 % off the whole cart, once per customer; combines with free shipping only',
  },
  {
    code: 'ramadan50',
    kind: 'fixed_cart',
    amount: 5_000,
    minimumSpend: 30_000,
    combinesWith: ['product', 'shipping'],
    description: '50.00 MAD off a cart of 300.00 MAD or more; not with another order discount',
  },
  {
    code: 'soldes15',
    kind: 'percent',
    amount: 15,
    excludeSaleItems: true,
    usageLimitPerCustomer: 2,
    combinesWith: ['shipping'],
    description: '15 % off items not already on sale, twice per customer',
  },
  {
    code: 'artisan25',
    kind: 'percent',
    amount: 25,
    individualUse: true,
    usageLimit: 50,
    usageCount: 12,
    usageLimitPerCustomer: 1,
    description: 'Artisans’ day: 25 % off, alone in the cart, 50 uses in all and one per customer',
  },
  {
    code: 'mug20',
    kind: 'fixed_product',
    amount: 2_000,
    productSkus: ['ZL-MUG-001', 'ZL-MUG-002', 'ZL-MUG-003'],
    description: '20.00 MAD off each of three mugs',
  },
  {
    code: 'livraison',
    kind: 'free_shipping',
    amount: 0,
    minimumSpend: 20_000,
    description: 'Free shipping from 200.00 MAD',
  },
  {
    code: 'hiver2023',
    kind: 'percent',
    amount: 15,
    expiresAt: new Date(Date.UTC(2024, 1, 29, 23, 59, 59)),
    description: 'Expired winter sale',
  },
  {
    code: 'premiers100',
    kind: 'percent',
    amount: 20,
    usageLimit: 100,
    usageCount: 100,
    description: 'Used up: limited to the first 100 orders',
  },
];

export interface ShippingMethodSeed {
  kind: ShippingMethodKind;
  cost?: number;
  minAmount?: number;
  title: Tr;
}

export interface ShippingZoneSeed {
  name: string;
  countries: string[];
  states: string[];
  postcodes: string[];
  methods: ShippingMethodSeed[];
}

const FREE_OVER_500 = {
  kind: 'free_shipping',
  minAmount: 50_000,
  title: tr('Livraison gratuite dès 500,00 MAD', 'Free shipping over 500.00 MAD', 'توصيل مجاني ابتداءً من 500.00 درهم'),
} as const satisfies ShippingMethodSeed;

/** Zones are matched in this order: the first that fits the address applies. */
export const SHIPPING_ZONES: ShippingZoneSeed[] = [
  {
    name: 'Marrakech',
    countries: ['MA'],
    states: ['MA:mamar', 'MA:mammd', 'MA:mammn', 'MA:masyb'],
    postcodes: [],
    methods: [
      {
        kind: 'flat_rate',
        cost: 2_000,
        title: tr('Livraison à domicile à Marrakech', 'Home delivery in Marrakech', 'توصيل إلى المنزل في مراكش'),
      },
      FREE_OVER_500,
      {
        kind: 'local_pickup',
        cost: 0,
        title: tr(
          'Retrait à l’atelier de Marrakech',
          'Pickup at the Marrakech workshop',
          'الاستلام من الورشة في مراكش',
        ),
      },
    ],
  },
  {
    name: 'Casablanca – Rabat',
    countries: ['MA'],
    states: ['MA:macas', 'MA:mamoh', 'MA:manou', 'MA:marab', 'MA:masal', 'MA:maskh', 'MA:mamed'],
    postcodes: [],
    methods: [
      {
        kind: 'flat_rate',
        cost: 3_000,
        title: tr('Livraison Casablanca – Rabat', 'Casablanca – Rabat delivery', 'التوصيل إلى الدار البيضاء – الرباط'),
      },
      FREE_OVER_500,
    ],
  },
  {
    name: 'Rest of Morocco',
    countries: ['MA'],
    states: [],
    postcodes: [],
    methods: [
      {
        kind: 'flat_rate',
        cost: 4_500,
        title: tr('Livraison dans le reste du Maroc', 'Delivery to the rest of Morocco', 'التوصيل إلى باقي المغرب'),
      },
      FREE_OVER_500,
    ],
  },
  {
    name: 'International',
    countries: [],
    states: [],
    postcodes: [],
    methods: [
      {
        kind: 'flat_rate',
        cost: 25_000,
        title: tr('Livraison internationale', 'International shipping', 'الشحن الدولي'),
      },
    ],
  },
];
