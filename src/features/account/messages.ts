import { defineMessages, type NoMessageValues } from 'react-intl';

/** Messages of the account feature. The header button's label for now; the account issue adds the rest. */
export const accountMessages = defineMessages<{
  accountButtonLabel: NoMessageValues;
}>({
  accountButtonLabel: { id: 'account.button.label', defaultMessage: 'Account' },
});
