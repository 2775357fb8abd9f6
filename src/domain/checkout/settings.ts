/** The store's checkout settings: which payment methods are offered, the bank account. */
import type { BankDetails } from './payment';

export interface CheckoutSettings {
  cod: { enabled: boolean };
  bacs: { enabled: boolean; bank: BankDetails };
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  cod: { enabled: true },
  bacs: {
    enabled: true,
    bank: {
      accountName: 'Zellige SARL',
      bankName: 'Banque Populaire',
      rib: '190780211170002345600178',
      iban: 'MA64190780211170002345600178',
      bic: 'BCPOMAMC',
    },
  },
};
