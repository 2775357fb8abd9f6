export type AccountDialogKind = 'login' | 'register' | 'lostPassword';

/** The spec's markers of links that open a dialog: a class, or a data attribute naming the dialog. */
const CLASSES: ReadonlyArray<[string, AccountDialogKind]> = [
  ['open-login', 'login'],
  ['open-register', 'register'],
  ['open-lost-password', 'lostPassword'],
];

export const DIALOG_MARKERS = [...CLASSES.map(([name]) => `.${name}`), '[data-account-dialog]'].join(', ');

/** The dialog a marked element opens, or null. */
export function markedDialog(element: Element): AccountDialogKind | null {
  const data = element.getAttribute('data-account-dialog');
  if (data === 'login' || data === 'register' || data === 'lostPassword') return data;
  return CLASSES.find(([name]) => element.classList.contains(name))?.[1] ?? null;
}
