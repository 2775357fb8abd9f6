import { defineMessages, type NoMessageValues } from 'react-intl';

/** Store notice, coming-soon banner and cookie notice. The notice texts themselves come from the settings. */
export const noticeMessages = defineMessages<{
  storeLabel: NoMessageValues;
  dismiss: NoMessageValues;
  comingSoonLabel: NoMessageValues;
  cookieLabel: NoMessageValues;
  cookieAccept: NoMessageValues;
  cookieDecline: NoMessageValues;
  cookieAccepted: NoMessageValues;
  cookieDeclined: NoMessageValues;
}>({
  storeLabel: { id: 'notice.store.label', defaultMessage: 'Store notice' },
  dismiss: { id: 'notice.dismiss', defaultMessage: 'Dismiss' },
  comingSoonLabel: { id: 'notice.comingSoon.label', defaultMessage: 'Coming soon' },
  cookieLabel: { id: 'notice.cookie.label', defaultMessage: 'Cookie notice' },
  cookieAccept: { id: 'notice.cookie.accept', defaultMessage: 'Accept' },
  cookieDecline: { id: 'notice.cookie.decline', defaultMessage: 'Decline' },
  cookieAccepted: { id: 'notice.cookie.accepted', defaultMessage: 'Thank you. Analytics cookies are allowed.' },
  cookieDeclined: {
    id: 'notice.cookie.declined',
    defaultMessage: 'Analytics cookies are refused: the shop only uses the cookies it needs to work.',
  },
});
