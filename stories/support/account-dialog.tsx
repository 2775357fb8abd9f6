/**
 * The account dialog as the account stories drive it: the dialog with its switching, and play helpers that find it,
 * fill its fields, press its buttons and make the server's refusals. Not a story file.
 */
import { useState } from 'react';
import { screen, userEvent, within } from 'storybook/test';
import { AccountDialog } from '@features/account/components/dialogs/AccountDialog';
import type { AccountDialogKind } from '@features/account/model/dialogs';
import type { Locale } from '@domain/locales';
import { API_WAIT, msg } from './api';

export function DialogStory({ kind: initial }: { kind: AccountDialogKind }) {
  const [kind, setKind] = useState<AccountDialogKind | null>(initial);
  return <AccountDialog kind={kind} onSwitch={setKind} onClose={() => setKind(null)} onAnnounce={() => undefined} />;
}

const TITLES = {
  login: 'account.login.title',
  register: 'account.register.title',
  lostPassword: 'account.lostPassword.title',
};

export const dialogOf = (locale: Locale, kind: AccountDialogKind) =>
  screen.findByRole('dialog', { name: msg(locale, TITLES[kind]) }, API_WAIT);

export const problem = (code: string, status: number, extra: object = {}) => ({
  status,
  body: { type: `urn:zellige:problem:${code}`, title: 'Refused', status, code, ...extra },
});

export async function fill(locale: Locale, kind: AccountDialogKind, values: Record<string, string>) {
  const dialog = within(await dialogOf(locale, kind));
  for (const [id, text] of Object.entries(values)) {
    await userEvent.type(dialog.getByLabelText(new RegExp(`^${msg(locale, id)}`), { selector: 'input' }), text);
  }
  return dialog;
}

export const submit = async (locale: Locale, kind: AccountDialogKind, label: string) =>
  userEvent.click(within(await dialogOf(locale, kind)).getByRole('button', { name: msg(locale, label) }));
