import { userEvent, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { API_WAIT, msg } from './api';

/** On the confirmation page: types the account's password and presses Confirm, as the customer does. */
export async function confirmWithPassword(canvasElement: HTMLElement, locale: Locale): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(
      new RegExp(`^${msg(locale, 'account.field.password')}`),
      { selector: 'input' },
      API_WAIT,
    ),
    'correct horse 1',
  );
  await userEvent.click(canvas.getByRole('button', { name: msg(locale, 'myAccount.confirm.submit') }));
}
