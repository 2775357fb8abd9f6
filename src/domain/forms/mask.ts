/**
 * Input masks of embedded-form text fields: '9' takes a digit, 'a' a letter, '*' a letter or a digit, and any other
 * character is written by the mask itself ('99 99 99 99 99' for a Moroccan phone number). What the shopper types is
 * fitted to the mask as they type; a value is complete when every place of the mask is filled.
 */
import { asciiDigits } from '../address';

const SLOTS: Record<string, RegExp> = { '9': /^\d$/, a: /^\p{L}$/u, '*': /^[\p{L}\d]$/u };
const isSlot = (c: string) => c in SLOTS;

/** The longest mask a form may declare. */
export const MASK_MAX_LENGTH = 40;

/** A mask a form may declare: at most 40 characters, at least one place to fill. */
export const isValidMask = (mask: unknown): mask is string =>
  typeof mask === 'string' && mask.length <= MASK_MAX_LENGTH && [...mask].some(isSlot);

/**
 * What was typed, fitted to the mask, and how many of the mask's places it filled. The mask's own characters, where
 * the text holds them, are read as themselves ('+212 6' in '+212 9' fills one place, not four).
 */
function fit(mask: string, raw: string): { text: string; filled: number } {
  const typed = [...asciiDigits(raw)];
  let at = 0;
  let text = '';
  let pending = '';
  let filled = 0;
  for (const m of mask) {
    if (!isSlot(m)) {
      pending += m;
      if (typed[at] === m) at += 1;
      continue;
    }
    while (at < typed.length && !SLOTS[m]!.test(typed[at]!)) at += 1;
    if (at >= typed.length) break;
    text += pending + typed[at];
    at += 1;
    pending = '';
    filled += 1;
  }
  return { text, filled };
}

/**
 * What was typed, fitted to the mask: its letters and digits (Arabic digits read as digits) fill the places in order, a
 * character a place does not take is dropped, and the mask's own characters are written up to the last place filled.
 */
export const applyMask = (mask: string, raw: string): string => fit(mask, raw).text;

/** How many places of the mask a value leaves empty (0: complete). */
export const maskMissing = (mask: string, value: string): number =>
  [...mask].filter(isSlot).length - fit(mask, value).filled;

/** Whether a value is the mask filled: every place, and nothing the mask would not write. */
export const maskComplete = (mask: string, value: string): boolean =>
  applyMask(mask, value) === value && maskMissing(mask, value) === 0;

/** Whether every place of the mask takes digits only (the phone's numeric keyboard). */
export const digitsOnly = (mask: string): boolean => [...mask].filter(isSlot).every((c) => c === '9');
