import { defineMessages } from 'react-intl';

/** The captcha widget's words. */
export const captchaMessages = defineMessages({
  label: { id: 'captcha.label', defaultMessage: 'I’m not a robot' },
  note: {
    id: 'captcha.note',
    defaultMessage: 'Your device solves a small puzzle; nothing is sent to another service.',
  },
  verifying: { id: 'captcha.verifying', defaultMessage: 'Verifying…' },
  verified: { id: 'captcha.verified', defaultMessage: 'Verified' },
  failed: { id: 'captcha.failed', defaultMessage: 'The verification failed. Please try again.' },
  expired: { id: 'captcha.expired', defaultMessage: 'The verification expired. Please verify again.' },
  required: { id: 'captcha.required', defaultMessage: 'Please confirm that you are not a robot.' },
});
