/** The order note the shopper leaves for the shop. */
import { cartProblem } from './problems';
import type { CartWork } from './work';

/** HTML is refused rather than silently stripped: the shopper sees what the shop will read. */
const LOOKS_LIKE_HTML = /<[a-z!/?]/i;
/** Control characters other than tab and line feed are dropped. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

export function setNote(w: CartWork, raw: string): void {
  const note = raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  if (LOOKS_LIKE_HTML.test(note)) throw cartProblem(400, 'note_invalid', 'body.note', 'The note must be plain text.');
  w.changes.note = note;
}
