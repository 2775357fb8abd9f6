import type { FormRule } from '@domain/forms/rules';
import { formatPrice } from '@domain/money';

/** A broken rule in English, for the problem's `message` (the client shows its own translation by `code`). */
export function ruleText(rule: FormRule): string {
  switch (rule.rule) {
    case 'required':
      return 'This field is required';
    case 'email':
      return 'A valid email address is required';
    case 'equalTo':
      return 'Please enter the same value again';
    case 'url':
      return 'Please enter a valid URL';
    case 'number':
      return 'Please enter a valid number.';
    case 'min':
      return `Please enter a value greater than or equal to ${rule.min}`;
    case 'max':
      return `Please enter a value less than or equal to ${rule.max}`;
    case 'step':
      return `Please enter a multiple of ${rule.step}.`;
    case 'minlength':
      return `Please enter at least ${rule.min} characters`;
    case 'maxlength':
      return `Please enter no more than ${rule.max} characters`;
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
    case 'state':
      return 'Please choose a state from the list';
    case 'accept':
      return 'Please enter a value with a valid extension';
    case 'fileSize':
      return `File exceeds max size allowed (${rule.maxMb} MB)`;
    case 'fileCount':
      return `You can upload at most ${rule.max} files`;
    case 'paymentMin':
      return `The total must be at least ${formatPrice(rule.min)}`;
  }
}
