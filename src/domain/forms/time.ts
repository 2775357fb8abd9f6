/** Times typed in an embedded form's time fields, read in 12- or 24-hour form and compared. */
import { asciiDigits } from '../address';
import type { FieldValue } from './fields';
import type { FormRule } from './form-rule';

/** A time typed as '14:30', '2:30 pm' or '2 PM' in minutes after midnight, or null. */
export function parseTime(raw: string): number | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(asciiDigits(raw.trim()));
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '');
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (match[2] === undefined || hours > 23) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight as 'HH:MM'. */
export const clockTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * An end time against its start (either typed in 12- or 24-hour form): valid when the same or later. Nothing to
 * compare while either is empty or not a time (each field says so itself).
 */
export function checkTimeOrder(end: FieldValue | undefined, start: FieldValue | undefined): FormRule | null {
  const to = typeof end === 'string' ? parseTime(end) : null;
  const from = typeof start === 'string' ? parseTime(start) : null;
  return to !== null && from !== null && to < from ? { rule: 'timeOrder', min: clockTime(from) } : null;
}
