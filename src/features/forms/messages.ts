import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The broken rules of an embedded form's fields (required, e-mail and lengths are the customer's own words). */
export const formRuleMessages = defineMessages<{
  equalTo: NoMessageValues;
  url: NoMessageValues;
  number: NoMessageValues;
  min: { min: MessageValue };
  max: { max: MessageValue };
  step: { step: MessageValue };
  choice: NoMessageValues;
  choiceLimit: { limit: MessageValue };
  date: NoMessageValues;
  dateMin: { min: MessageValue };
  dateMax: { max: MessageValue };
  dateUnavailable: NoMessageValues;
  time: NoMessageValues;
  timeWindow: { min: MessageValue; max: MessageValue };
  timeOrder: { min: MessageValue };
  state: NoMessageValues;
  accept: NoMessageValues;
  fileSize: { max: MessageValue };
  fileCount: { max: MessageValue };
  paymentMin: { min: MessageValue };
  mask: { missing: MessageValue };
  restricted: NoMessageValues;
  uploadMissing: NoMessageValues;
  fileContent: NoMessageValues;
  uploadFailed: NoMessageValues;
  uploadTotal: { total: MessageValue; max: MessageValue };
  uploadQuotaSession: NoMessageValues;
  uploadQuotaAddress: NoMessageValues;
  uploadQuotaTotal: NoMessageValues;
}>({
  equalTo: { id: 'forms.rule.equal_to', defaultMessage: 'Please enter the same value again' },
  url: { id: 'forms.rule.url', defaultMessage: 'Please enter a valid URL' },
  number: { id: 'forms.rule.number', defaultMessage: 'Please enter a valid number.' },
  min: { id: 'forms.rule.min', defaultMessage: 'Please enter a value greater than or equal to {min}' },
  max: { id: 'forms.rule.max', defaultMessage: 'Please enter a value less than or equal to {max}' },
  step: { id: 'forms.rule.step', defaultMessage: 'Please enter a multiple of {step}.' },
  choice: { id: 'forms.rule.choice', defaultMessage: 'Please choose one of the options' },
  choiceLimit: {
    id: 'forms.rule.choice_limit',
    defaultMessage: 'You have exceeded the number of allowed selections: {limit}.',
  },
  date: { id: 'forms.rule.date', defaultMessage: 'Please enter a valid date' },
  dateMin: { id: 'forms.rule.date_min', defaultMessage: 'Please enter a date on or after {min}' },
  dateMax: { id: 'forms.rule.date_max', defaultMessage: 'Please enter a date on or before {max}' },
  dateUnavailable: { id: 'forms.rule.date_unavailable', defaultMessage: 'This date is not available' },
  time: { id: 'forms.rule.time', defaultMessage: 'Please enter a valid time' },
  timeWindow: { id: 'forms.rule.time_window', defaultMessage: 'Please enter a time between {min} and {max}' },
  timeOrder: { id: 'forms.rule.time_order', defaultMessage: 'Please enter a time at or after {min}' },
  state: { id: 'forms.rule.state', defaultMessage: 'Please choose a state from the list' },
  accept: { id: 'forms.rule.accept', defaultMessage: 'Please enter a value with a valid extension' },
  fileSize: { id: 'forms.rule.file_size', defaultMessage: 'File exceeds max size allowed ({max} MB)' },
  fileCount: { id: 'forms.rule.file_count', defaultMessage: 'You can upload at most {max} files' },
  paymentMin: { id: 'forms.rule.payment_min', defaultMessage: 'The total must be at least {min}' },
  mask: {
    id: 'forms.rule.mask',
    defaultMessage:
      'Please complete this field: {missing, plural, =0 {it does not follow its format} one {# character is missing} other {# characters are missing}}.',
  },
  restricted: { id: 'forms.rule.restricted_email', defaultMessage: 'This email address is not allowed.' },
  uploadMissing: { id: 'forms.rule.upload_missing', defaultMessage: 'A file is missing. Please add it again.' },
  fileContent: { id: 'forms.rule.file_content', defaultMessage: 'The file’s content does not match its type.' },
  uploadFailed: { id: 'forms.rule.upload_failed', defaultMessage: 'The file could not be sent. Please try again.' },
  uploadTotal: {
    id: 'forms.rule.upload_total',
    defaultMessage: 'The total size of the selected files {total} MB exceeds the allowed limit {max} MB.',
  },
  uploadQuotaSession: {
    id: 'forms.rule.upload_quota_session',
    defaultMessage:
      'You have sent as many files as you may for now. Send the form with the files already added, or try again later.',
  },
  uploadQuotaAddress: {
    id: 'forms.rule.upload_quota_address',
    defaultMessage: 'Too many files have been sent from your connection. Please try again later.',
  },
  uploadQuotaTotal: {
    id: 'forms.rule.upload_quota_total',
    defaultMessage: 'The shop cannot take more files just now. Please try again later.',
  },
});

/** The words around an embedded form: its pages, its fields' parts, its states. */
export const formMessages = defineMessages<{
  loading: NoMessageValues;
  loadError: NoMessageValues;
  retry: NoMessageValues;
  notFound: NoMessageValues;
  requiredHint: NoMessageValues;
  pageOf: { current: MessageValue; total: MessageValue };
  progress: NoMessageValues;
  next: NoMessageValues;
  previous: NoMessageValues;
  sending: NoMessageValues;
  errorPrefix: NoMessageValues;
  spam: NoMessageValues;
  tokenStale: NoMessageValues;
  tokenUsed: NoMessageValues;
  submissionsLimit: NoMessageValues;
  sendFailed: NoMessageValues;
  fixErrors: NoMessageValues;
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  confirmEmail: NoMessageValues;
  didYouMean: { email: MessageValue };
  checkingEmail: NoMessageValues;
  chooseFiles: NoMessageValues;
  takePhoto: NoMessageValues;
  removeFile: { name: MessageValue };
  uploading: { name: MessageValue };
  fileAdded: { name: MessageValue };
  fileRemoved: { name: MessageValue };
  noFile: NoMessageValues;
  quantityOf: { item: MessageValue };
  total: NoMessageValues;
  timeHint: { min: MessageValue; max: MessageValue };
  closedDays: { days: MessageValue };
  orderWaiting: { number: MessageValue; total: MessageValue };
  payOrder: NoMessageValues;
}>({
  loading: { id: 'forms.loading', defaultMessage: 'Loading the form…' },
  loadError: { id: 'forms.load_error', defaultMessage: 'The form could not be loaded.' },
  retry: { id: 'forms.retry', defaultMessage: 'Try again' },
  notFound: { id: 'forms.not_found', defaultMessage: 'This form is not available.' },
  requiredHint: { id: 'forms.required_hint', defaultMessage: 'Fields marked * are required.' },
  pageOf: { id: 'forms.page_of', defaultMessage: '{current} of {total}' },
  progress: { id: 'forms.progress', defaultMessage: 'Form progress' },
  next: { id: 'forms.next', defaultMessage: 'Next' },
  previous: { id: 'forms.previous', defaultMessage: 'Previous' },
  sending: { id: 'forms.sending', defaultMessage: 'Sending…' },
  errorPrefix: { id: 'forms.error_prefix', defaultMessage: 'Error:' },
  spam: { id: 'forms.spam', defaultMessage: 'Your submission could not be accepted.' },
  tokenStale: { id: 'forms.token_stale', defaultMessage: 'The form has expired. Please submit it again.' },
  tokenUsed: {
    id: 'forms.token_used',
    defaultMessage: 'This form has already been sent once. To send it again, submit it once more.',
  },
  submissionsLimit: {
    id: 'forms.submissions_limit',
    defaultMessage: 'Too many forms have been sent from your connection. Please try again later.',
  },
  sendFailed: {
    id: 'forms.send_failed',
    defaultMessage: 'The form could not be sent. Check your connection and try again.',
  },
  fixErrors: { id: 'forms.fix_errors', defaultMessage: 'Please correct the fields marked in red.' },
  firstName: { id: 'forms.name.first', defaultMessage: 'First name' },
  lastName: { id: 'forms.name.last', defaultMessage: 'Last name' },
  confirmEmail: { id: 'forms.email.confirm', defaultMessage: 'Confirm email' },
  didYouMean: { id: 'forms.email.did_you_mean', defaultMessage: 'Did you mean {email}?' },
  checkingEmail: { id: 'forms.email.checking', defaultMessage: 'Checking the address…' },
  chooseFiles: { id: 'forms.file.choose', defaultMessage: 'Choose files' },
  takePhoto: { id: 'forms.file.take_photo', defaultMessage: 'Take or choose a photo' },
  removeFile: { id: 'forms.file.remove', defaultMessage: 'Remove {name}' },
  uploading: { id: 'forms.file.uploading', defaultMessage: 'Sending {name}…' },
  fileAdded: { id: 'forms.file.added', defaultMessage: '{name} added' },
  fileRemoved: { id: 'forms.file.removed', defaultMessage: '{name} removed' },
  noFile: { id: 'forms.file.none', defaultMessage: 'No file chosen' },
  quantityOf: { id: 'forms.payment.quantity', defaultMessage: 'Quantity: {item}' },
  total: { id: 'forms.payment.total', defaultMessage: 'Total:' },
  timeHint: { id: 'forms.time.hint', defaultMessage: 'Between {min} and {max}.' },
  closedDays: { id: 'forms.date.closed_days', defaultMessage: 'Closed days: {days}.' },
  orderWaiting: {
    id: 'forms.order.waiting',
    defaultMessage: 'Your order {number} for {total} is waiting for payment.',
  },
  payOrder: { id: 'forms.order.pay', defaultMessage: 'Pay for this order' },
});
