import type { FormDefinition, FormField } from '@domain/forms/fields';
import { isShown, shownPages } from '@domain/forms/form';
import type { FormState } from '../model/types';
import { fieldValues } from '../model/values';

/**
 * Which of the form's pages the shopper is on, among those shown with the current values (a page whose fields are
 * all hidden is skipped): its place, whether it is the last, and the moves to the next and previous shown page.
 */
export function useFormPages(form: FormDefinition, state: FormState, page: number, move: (page: number) => void) {
  const values = fieldValues(form, state);
  const shown = shownPages(form, values);
  // The page stays where it is if a value hid it: the nearest shown page before it.
  const at = Math.max(0, shown.filter((p) => p <= page).length - 1);
  const current = shown[at] ?? 0;
  return {
    shown,
    /** The page's index in the form. */
    current,
    /** Its place among the shown pages (0-based). */
    position: at,
    last: at === shown.length - 1,
    /** The shown pages up to this one: what 'Next' and the submit check. */
    reached: shown.slice(0, at + 1),
    next: () => move(shown[at + 1] ?? current),
    previous: () => move(shown[at - 1] ?? current),
    goTo: move,
    /** Whether a field shows with the current values. */
    visible: (field: FormField) => isShown(form, field, values),
  };
}
