import type { DeepPartial, StoreSettings } from '@domain/settings';

/** Store settings the shop owner changed from the defaults (stored as overrides, one row per settings group). */
export const SETTINGS_OVERRIDES: DeepPartial<StoreSettings> = {
  notices: {
    storeNotice: {
      enabled: true,
      // Not what the top bar already says (free delivery), and no price: a notice is the owner's free text.
      id: 'new-lanterns',
      text: {
        fr: 'Nouveau : les lanternes de Marrakech sont arrivées.',
        en: 'New: lanterns from Marrakech have arrived.',
        ar: 'جديد: وصلت فوانيس مراكش.',
      },
    },
    // The shop takes orders: no 'coming soon' banner.
    comingSoon: { enabled: false },
  },
};
