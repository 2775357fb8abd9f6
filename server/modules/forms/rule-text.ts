import type { FormRule } from '@domain/forms/rules';
import { formatPrice } from '@domain/money';
import { FIELD_MESSAGES, fillMessage } from '../../http/field-messages';

/** A broken rule in English, for the problem's `message` (the client shows its own translation by `code`). */
export function ruleText(rule: FormRule): string {
  switch (rule.rule) {
    case 'required':
      return FIELD_MESSAGES.required;
    case 'email':
      return FIELD_MESSAGES.email;
    case 'equalTo':
      return FIELD_MESSAGES.equalTo;
    case 'url':
      return FIELD_MESSAGES.url;
    case 'number':
      return FIELD_MESSAGES.number;
    case 'min':
      return fillMessage(FIELD_MESSAGES.min, rule.min);
    case 'max':
      return fillMessage(FIELD_MESSAGES.max, rule.max);
    case 'step':
      return `Please enter a multiple of ${rule.step}.`;
    case 'minlength':
      return fillMessage(FIELD_MESSAGES.minlength, rule.min);
    case 'maxlength':
      return fillMessage(FIELD_MESSAGES.maxlength, rule.max);
    case 'choice':
      return 'Please choose one of the options';
    case 'choiceLimit':
      return `You have exceeded the number of allowed selections: ${rule.limit}.`;
    case 'date':
      return 'Please enter a valid date';
    case 'dateMin':
      return `Please enter a date on or after ${rule.min}`;
    case 'dateMax':
      return `Please enter a date on or before ${rule.max}`;
    case 'dateUnavailable':
      return 'This date is not available';
    case 'time':
      return 'Please enter a valid time';
    case 'timeWindow':
      return `Please enter a time between ${rule.min} and ${rule.max}`;
    case 'timeOrder':
      return `Please enter a time at or after ${rule.min}`;
    case 'state':
      return 'Please choose a state from the list';
    case 'accept':
      return FIELD_MESSAGES.accept;
    case 'fileSize':
      return `File exceeds max size allowed (${rule.maxMb} MB)`;
    case 'fileCount':
      return `You can upload at most ${rule.max} files`;
    case 'paymentMin':
      return `The total must be at least ${formatPrice(rule.min)}`;
    case 'mask':
      return rule.missing === 0
        ? 'Please complete this field: it does not follow its format.'
        : `Please complete this field: ${rule.missing} ${rule.missing === 1 ? 'character is' : 'characters are'} missing.`;
  }
}
