import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** My Account's pages: navigation, dashboard, orders, addresses, details, and the pages mailed links open. */
export const accountPageMessages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  navLabel: NoMessageValues;
  dashboard: NoMessageValues;
  orders: NoMessageValues;
  addresses: NoMessageValues;
  details: NoMessageValues;
  signOut: NoMessageValues;
  signedOutNotice: NoMessageValues;
  hello: { name: string };
  dashboardIntro: NoMessageValues;
  loginRequired: NoMessageValues;
  loading: NoMessageValues;
  ordersCaption: NoMessageValues;
  orderColumn: NoMessageValues;
  dateColumn: NoMessageValues;
  statusColumn: NoMessageValues;
  totalColumn: NoMessageValues;
  actionsColumn: NoMessageValues;
  orderNumber: { number: number };
  totalForItems: { total: MessageValue; count: number };
  view: NoMessageValues;
  viewOrder: { number: number };
  pay: NoMessageValues;
  payOrder: { number: number };
  noOrders: NoMessageValues;
  browseProducts: NoMessageValues;
  pagination: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  pageOf: { page: number; pages: number };
  orderTitle: { number: number };
  orderPlaced: { number: number; date: string; status: string };
  backToOrders: NoMessageValues;
  statusPending: NoMessageValues;
  statusProcessing: NoMessageValues;
  statusOnHold: NoMessageValues;
  statusCompleted: NoMessageValues;
  statusCancelled: NoMessageValues;
  addressesIntro: NoMessageValues;
  billingAddress: NoMessageValues;
  shippingAddress: NoMessageValues;
  noAddress: NoMessageValues;
  editBilling: NoMessageValues;
  editShipping: NoMessageValues;
  addBilling: NoMessageValues;
  addShipping: NoMessageValues;
  saveAddress: NoMessageValues;
  cancel: NoMessageValues;
  addressSaved: NoMessageValues;
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  displayName: NoMessageValues;
  displayNameHint: NoMessageValues;
  saveDetails: NoMessageValues;
  detailsSaved: NoMessageValues;
  emailPending: { email: string };
  passwordChange: NoMessageValues;
  currentPassword: NoMessageValues;
  newPassword: NoMessageValues;
  savePassword: NoMessageValues;
  passwordChanged: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmIntro: NoMessageValues;
  confirmSubmit: NoMessageValues;
  confirmed: { name: string };
  emailConfirmed: NoMessageValues;
  redirecting: { seconds: number };
  goNow: NoMessageValues;
  resetTitle: NoMessageValues;
  resetIntro: NoMessageValues;
  resetDone: NoMessageValues;
  missingToken: NoMessageValues;
  askNewLink: NoMessageValues;
}>({
  title: { id: 'myAccount.title', defaultMessage: 'My account' },
  description: {
    id: 'myAccount.description',
    defaultMessage: 'Your orders, your saved addresses and your account details, in one place.',
  },
  navLabel: { id: 'myAccount.nav.label', defaultMessage: 'Account pages' },
  dashboard: { id: 'myAccount.nav.dashboard', defaultMessage: 'Dashboard' },
  orders: { id: 'myAccount.nav.orders', defaultMessage: 'Orders' },
  addresses: { id: 'myAccount.nav.addresses', defaultMessage: 'Addresses' },
  details: { id: 'myAccount.nav.details', defaultMessage: 'Account details' },
  signOut: { id: 'myAccount.nav.signOut', defaultMessage: 'Sign out' },
  signedOutNotice: { id: 'myAccount.signedOut', defaultMessage: 'You are signed out.' },
  hello: { id: 'myAccount.dashboard.hello', defaultMessage: 'Hello {name},' },
  dashboardIntro: {
    id: 'myAccount.dashboard.intro',
    defaultMessage:
      'From your account dashboard you can see your recent orders, manage your billing and shipping addresses, and change your password and account details.',
  },
  loginRequired: { id: 'myAccount.loginRequired', defaultMessage: 'Please sign in to see your account.' },
  loading: { id: 'myAccount.loading', defaultMessage: 'Loading your account…' },
  ordersCaption: { id: 'myAccount.orders.caption', defaultMessage: 'Your orders, newest first' },
  orderColumn: { id: 'myAccount.orders.order', defaultMessage: 'Order' },
  dateColumn: { id: 'myAccount.orders.date', defaultMessage: 'Date' },
  statusColumn: { id: 'myAccount.orders.status', defaultMessage: 'Status' },
  totalColumn: { id: 'myAccount.orders.total', defaultMessage: 'Total' },
  actionsColumn: { id: 'myAccount.orders.actions', defaultMessage: 'Actions' },
  orderNumber: { id: 'myAccount.orders.number', defaultMessage: '#{number}' },
  totalForItems: {
    id: 'myAccount.orders.totalForItems',
    defaultMessage: '{total} for {count, plural, one {# item} other {# items}}',
  },
  view: { id: 'myAccount.orders.view', defaultMessage: 'View' },
  viewOrder: { id: 'myAccount.orders.viewOrder', defaultMessage: 'View order #{number}' },
  pay: { id: 'myAccount.orders.pay', defaultMessage: 'Pay' },
  payOrder: { id: 'myAccount.orders.payOrder', defaultMessage: 'Pay for order #{number}' },
  noOrders: { id: 'myAccount.orders.none', defaultMessage: 'No order has been made yet.' },
  browseProducts: { id: 'myAccount.orders.browse', defaultMessage: 'Browse products' },
  pagination: { id: 'myAccount.orders.pagination', defaultMessage: 'Pages of orders' },
  previous: { id: 'myAccount.orders.previous', defaultMessage: 'Previous' },
  next: { id: 'myAccount.orders.next', defaultMessage: 'Next' },
  pageOf: { id: 'myAccount.orders.pageOf', defaultMessage: 'Page {page} of {pages}' },
  orderTitle: { id: 'myAccount.order.title', defaultMessage: 'Order #{number}' },
  orderPlaced: {
    id: 'myAccount.order.placed',
    defaultMessage: 'Order #{number} was placed on {date} and is currently {status}.',
  },
  backToOrders: { id: 'myAccount.order.back', defaultMessage: 'Back to orders' },
  statusPending: { id: 'myAccount.status.pending', defaultMessage: 'Pending payment' },
  statusProcessing: { id: 'myAccount.status.processing', defaultMessage: 'Processing' },
  statusOnHold: { id: 'myAccount.status.onHold', defaultMessage: 'On hold' },
  statusCompleted: { id: 'myAccount.status.completed', defaultMessage: 'Completed' },
  statusCancelled: { id: 'myAccount.status.cancelled', defaultMessage: 'Cancelled' },
  addressesIntro: {
    id: 'myAccount.addresses.intro',
    defaultMessage: 'The following addresses will be used on the checkout page by default.',
  },
  billingAddress: { id: 'myAccount.addresses.billing', defaultMessage: 'Billing address' },
  shippingAddress: { id: 'myAccount.addresses.shipping', defaultMessage: 'Shipping address' },
  noAddress: { id: 'myAccount.addresses.none', defaultMessage: 'You have not set up this type of address yet.' },
  editBilling: { id: 'myAccount.addresses.editBilling', defaultMessage: 'Edit billing address' },
  editShipping: { id: 'myAccount.addresses.editShipping', defaultMessage: 'Edit shipping address' },
  addBilling: { id: 'myAccount.addresses.addBilling', defaultMessage: 'Add billing address' },
  addShipping: { id: 'myAccount.addresses.addShipping', defaultMessage: 'Add shipping address' },
  saveAddress: { id: 'myAccount.addresses.save', defaultMessage: 'Save address' },
  cancel: { id: 'myAccount.cancel', defaultMessage: 'Cancel' },
  addressSaved: { id: 'myAccount.addresses.saved', defaultMessage: 'Address changed successfully.' },
  firstName: { id: 'myAccount.details.firstName', defaultMessage: 'First name (optional)' },
  lastName: { id: 'myAccount.details.lastName', defaultMessage: 'Last name (optional)' },
  displayName: { id: 'myAccount.details.displayName', defaultMessage: 'Display name' },
  displayNameHint: {
    id: 'myAccount.details.displayNameHint',
    defaultMessage: 'This is how your name will be shown in the account section and in reviews.',
  },
  saveDetails: { id: 'myAccount.details.save', defaultMessage: 'Save changes' },
  detailsSaved: { id: 'myAccount.details.saved', defaultMessage: 'Account details changed successfully.' },
  emailPending: {
    id: 'myAccount.details.emailPending',
    defaultMessage:
      'Account details changed. We have sent a message to {email}: your email address will change once you confirm it with the link inside.',
  },
  passwordChange: { id: 'myAccount.password.title', defaultMessage: 'Password change' },
  currentPassword: { id: 'myAccount.password.current', defaultMessage: 'Current password' },
  newPassword: { id: 'myAccount.password.new', defaultMessage: 'New password' },
  savePassword: { id: 'myAccount.password.save', defaultMessage: 'Change password' },
  passwordChanged: {
    id: 'myAccount.password.changed',
    defaultMessage: 'Your password has been changed. You have been signed out on your other devices.',
  },
  confirmTitle: { id: 'myAccount.confirm.title', defaultMessage: 'Confirm your account' },
  confirmIntro: {
    id: 'myAccount.confirm.intro',
    defaultMessage: 'To confirm your email address, enter the password of your account.',
  },
  confirmSubmit: { id: 'myAccount.confirm.submit', defaultMessage: 'Confirm' },
  confirmed: { id: 'myAccount.confirm.done', defaultMessage: 'Your account is confirmed. Welcome, {name}!' },
  emailConfirmed: { id: 'myAccount.confirm.emailDone', defaultMessage: 'Your new email address is confirmed.' },
  redirecting: {
    id: 'myAccount.confirm.redirecting',
    defaultMessage: 'Taking you to your account in {seconds, plural, one {# second} other {# seconds}}.',
  },
  goNow: { id: 'myAccount.confirm.goNow', defaultMessage: 'Go now' },
  resetTitle: { id: 'myAccount.reset.title', defaultMessage: 'Choose a new password' },
  resetIntro: {
    id: 'myAccount.reset.intro',
    defaultMessage: 'Choose a new password for your account. You will be signed out on your other devices.',
  },
  resetDone: {
    id: 'myAccount.reset.done',
    defaultMessage: 'Your password has been changed. You can now sign in with it.',
  },
  missingToken: {
    id: 'myAccount.link.missing',
    defaultMessage: 'This link is incomplete. Please use the whole link from the email.',
  },
  askNewLink: { id: 'myAccount.link.askNew', defaultMessage: 'Ask for a new link' },
});
