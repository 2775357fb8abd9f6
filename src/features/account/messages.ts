import { defineMessages, type NoMessageValues } from 'react-intl';

/** The account dialogs and forms: titles, fields, links, outcomes, and the rules' words the address forms lack. */
export const accountMessages = defineMessages<{
  accountButtonLabel: NoMessageValues;
  myAccountButtonLabel: NoMessageValues;
  close: NoMessageValues;
  loginTitle: NoMessageValues;
  registerTitle: NoMessageValues;
  lostPasswordTitle: NoMessageValues;
  userLogin: NoMessageValues;
  password: NoMessageValues;
  username: NoMessageValues;
  email: NoMessageValues;
  lostPasswordLink: NoMessageValues;
  createAccountLink: NoMessageValues;
  haveAccount: NoMessageValues;
  signInLink: NoMessageValues;
  noAccount: NoMessageValues;
  loginSubmit: NoMessageValues;
  registerSubmit: NoMessageValues;
  lostPasswordSubmit: NoMessageValues;
  busy: NoMessageValues;
  lostPasswordIntro: NoMessageValues;
  registerIntro: NoMessageValues;
  loginSuccess: { name: string };
  registerSuccess: NoMessageValues;
  lostPasswordSuccess: NoMessageValues;
  mergeLineReduced: { name: string; quantity: number };
  mergeLineRemoved: { name: string };
  continueShopping: NoMessageValues;
  loginFailed: NoMessageValues;
  accountUnconfirmed: NoMessageValues;
  tooManyAttempts: { minutes: number };
  usernameTaken: NoMessageValues;
  emailTaken: NoMessageValues;
  passwordIncorrect: NoMessageValues;
  linkInvalid: NoMessageValues;
  captchaFailed: NoMessageValues;
  offline: NoMessageValues;
  failed: NoMessageValues;
}>({
  accountButtonLabel: { id: 'account.button.label', defaultMessage: 'Account' },
  myAccountButtonLabel: { id: 'account.button.signedIn', defaultMessage: 'My account' },
  close: { id: 'account.dialog.close', defaultMessage: 'Close' },
  loginTitle: { id: 'account.login.title', defaultMessage: 'Sign in' },
  registerTitle: { id: 'account.register.title', defaultMessage: 'Create an account' },
  lostPasswordTitle: { id: 'account.lostPassword.title', defaultMessage: 'Lost your password?' },
  userLogin: { id: 'account.field.userLogin', defaultMessage: 'Username or email address' },
  password: { id: 'account.field.password', defaultMessage: 'Password' },
  username: { id: 'account.field.username', defaultMessage: 'Username' },
  email: { id: 'account.field.email', defaultMessage: 'Email address' },
  lostPasswordLink: { id: 'account.link.lostPassword', defaultMessage: 'Lost your password?' },
  createAccountLink: { id: 'account.link.register', defaultMessage: 'Create an account' },
  haveAccount: { id: 'account.link.haveAccount', defaultMessage: 'Already have an account?' },
  signInLink: { id: 'account.link.login', defaultMessage: 'Sign in' },
  noAccount: { id: 'account.link.noAccount', defaultMessage: 'New here?' },
  loginSubmit: { id: 'account.login.submit', defaultMessage: 'Sign in' },
  registerSubmit: { id: 'account.register.submit', defaultMessage: 'Register' },
  lostPasswordSubmit: { id: 'account.lostPassword.submit', defaultMessage: 'Send me a reset link' },
  busy: { id: 'account.form.busy', defaultMessage: 'Please wait…' },
  lostPasswordIntro: {
    id: 'account.lostPassword.intro',
    defaultMessage: 'Enter your username or email address. We will email you a link to choose a new password.',
  },
  registerIntro: {
    id: 'account.register.intro',
    defaultMessage: 'We will email you a link to confirm your address and finish creating your account.',
  },
  loginSuccess: { id: 'account.login.success', defaultMessage: 'You are signed in as {name}.' },
  registerSuccess: {
    id: 'account.register.success',
    defaultMessage:
      'Check your email: we have sent a link to confirm your address and finish creating your account. It works for 24 hours.',
  },
  lostPasswordSuccess: {
    id: 'account.lostPassword.success',
    defaultMessage:
      'If an account matches, we have sent a link to its email address to choose a new password. It works for one hour.',
  },
  mergeLineReduced: {
    id: 'account.merge.reduced',
    defaultMessage: 'Only {quantity} of “{name}” could be kept in your cart: that is all we have.',
  },
  mergeLineRemoved: {
    id: 'account.merge.removed',
    defaultMessage: '“{name}” is no longer available and was removed from your cart.',
  },
  continueShopping: { id: 'account.continue', defaultMessage: 'Continue' },
  loginFailed: { id: 'account.error.loginFailed', defaultMessage: 'The username or password is incorrect.' },
  accountUnconfirmed: {
    id: 'account.error.unconfirmed',
    defaultMessage:
      'Please confirm your email address first, with the link we sent you. No email? Use “Lost your password?” to get a link that confirms it.',
  },
  tooManyAttempts: {
    id: 'account.error.tooManyAttempts',
    defaultMessage: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  usernameTaken: {
    id: 'account.error.usernameTaken',
    defaultMessage: 'This username is already taken. Please choose another.',
  },
  emailTaken: { id: 'account.error.emailTaken', defaultMessage: 'This email address belongs to another account.' },
  passwordIncorrect: { id: 'account.error.passwordIncorrect', defaultMessage: 'Your current password is incorrect.' },
  linkInvalid: {
    id: 'account.error.linkInvalid',
    defaultMessage: 'This link has expired or has already been used. Please ask for a new one.',
  },
  captchaFailed: {
    id: 'account.error.captchaFailed',
    defaultMessage: 'The verification failed. Please verify again.',
  },
  offline: {
    id: 'account.error.offline',
    defaultMessage: 'We could not reach the shop. Check your connection and try again.',
  },
  failed: { id: 'account.error.failed', defaultMessage: 'Something went wrong. Please try again.' },
});
