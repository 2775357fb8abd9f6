import { userEvent, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { API_WAIT, msg } from './api';

/** Types a password into the field labelled by `field` (once it shows) and presses the `submit` button. */
export async function typePasswordAndSubmit(
  canvasElement: HTMLElement,
  locale: Locale,
  { field, submit, password }: { field: string; submit: string; password: string },
): Promise<void> {
  const canvas = within(canvasElement);
  const input = await canvas.findByLabelText(new RegExp(`^${msg(locale, field)}`), { selector: 'input' }, API_WAIT);
  await userEvent.type(input, password);
  await userEvent.click(canvas.getByRole('button', { name: msg(locale, submit) }));
}

/** On the confirmation page: types the account's password and presses Confirm, as the customer does. */
export const confirmWithPassword = (canvasElement: HTMLElement, locale: Locale) =>
  typePasswordAndSubmit(canvasElement, locale, {
    field: 'account.field.password',
    submit: 'myAccount.confirm.submit',
    password: 'correct horse 1',
  });
