import type { DeepPartial, StoreSettings } from '@domain/settings';

/** Store settings the shop owner changed from the defaults (stored as overrides, one row per settings group). */
export const SETTINGS_OVERRIDES: DeepPartial<StoreSettings> = {
  notices: {
    storeNotice: {
      enabled: true,
      id: 'free-shipping-500',
      text: {
        fr: 'Livraison gratuite partout au Maroc dès 500 MAD d’achat.',
        en: 'Free shipping anywhere in Morocco on orders over 500 MAD.',
        ar: 'توصيل مجاني إلى جميع أنحاء المغرب للطلبات التي تتجاوز 500 درهم.',
      },
    },
    comingSoon: { enabled: true },
  },
};
