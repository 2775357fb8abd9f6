import { defineMessages } from '@shared/i18n/catalogue';

/** Messages of the account feature. The header button's label for now; the account issue adds the rest. */
export const accountMessages = defineMessages({
  en: { 'account.button.label': 'Account' },
  fr: { 'account.button.label': 'Compte' },
  ar: { 'account.button.label': 'الحساب' },
});
