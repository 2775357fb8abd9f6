/** What a form's check reports: the rule a value breaks, with what the message needs. */
export type FormRule =
  | { rule: 'required' }
  | { rule: 'email' }
  | { rule: 'equalTo' }
  | { rule: 'url' }
  | { rule: 'number' }
  | { rule: 'min'; min: number }
  | { rule: 'max'; max: number }
  | { rule: 'step'; step: number }
  | { rule: 'minlength'; min: number }
  | { rule: 'maxlength'; max: number }
  | { rule: 'choice' }
  | { rule: 'choiceLimit'; limit: number }
  | { rule: 'date' }
  | { rule: 'dateMin'; min: string }
  | { rule: 'dateMax'; max: string }
  | { rule: 'dateUnavailable' }
  | { rule: 'time' }
  | { rule: 'timeWindow'; min: string; max: string }
  /** Earlier than the time field it follows (an end before its start): `min` is that time, 'HH:MM'. */
  | { rule: 'timeOrder'; min: string }
  | { rule: 'state' }
  | { rule: 'accept'; extensions: string[] }
  | { rule: 'fileSize'; maxMb: number }
  | { rule: 'fileCount'; max: number }
  | { rule: 'paymentMin'; min: number }
  /** A masked field with places still empty (0: it does not follow the mask). */
  | { rule: 'mask'; missing: number };

/** A broken rule at a field, or at one part of it (name[first], address[city]). */
export type FieldError = FormRule & { field: string; part?: string };
