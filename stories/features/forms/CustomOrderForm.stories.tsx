/**
 * The three-page custom-order form: each page indicator style, a page's required fields, the piece page (a rug's
 * size on its step, the colour limit, sketches sent, a file refused by its content or its size) and the call and
 * deposit page (a closed day, a phone number in its mask, a time out of hours, a window that ends before it starts, the
 * live total), and files too large together. In three locales, on a phone too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { EmbeddedForm } from '@features/forms/components/EmbeddedForm';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import { drawnForm, formApiRoutes, formRoute, label, seededForm } from '../../support/forms';

const meta = {
  title: 'Features/Forms/CustomOrderForm',
  component: EmbeddedForm,
  tags: ['mobile'],
  parameters: { layout: 'padded', api: formApiRoutes },
  args: { slug: 'custom-order' },
} satisfies Meta<typeof EmbeddedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const choiceLabel = (locale: 'fr' | 'en' | 'ar', id: string, value: string) => {
  const field = seededForm('custom-order', locale)
    .pages.flatMap((p) => p.fields)
    .find((f) => f.id === id) as { choices?: Array<{ value: string; label: string }> };
  return field.choices!.find((c) => c.value === value)!.label;
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The first page, under the connector indicator (numbered steps joined by a line). */
export const Connector: Story = {};

/** The same steps as numbered circles. */
export const Circles: Story = {
  parameters: { api: [formRoute('custom-order', (f) => ({ ...f, indicator: 'circles' })), ...formApiRoutes] },
};

/** The same steps as a progress bar at page / pages. */
export const Progress: Story = {
  args: { startPage: 1 },
  parameters: { api: [formRoute('custom-order', (f) => ({ ...f, indicator: 'progress' })), ...formApiRoutes] },
};

/** 'Next' on the empty first page: the page stays, each required field says so, the first takes focus. */
export const NextRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await drawnForm(canvasElement, 'custom-order');
    await userEvent.click(c.getByRole('button', { name: msg(locale, 'forms.next') }));
    await waitFor(() => expect(c.getByRole('textbox', { name: msg(locale, 'forms.name.first') })).toHaveFocus());
    await expect(c.getAllByText(msgText(locale, 'account.rule.required')).length).toBeGreaterThanOrEqual(5);
  },
};

/** The piece page: a rug asks its size (here off its step), four colours break the limit, a sketch is sent. */
export const PiecePage: Story = {
  args: { startPage: 1 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await drawnForm(canvasElement, 'custom-order');
    await userEvent.click(c.getByRole('radio', { name: choiceLabel(locale, 'piece', 'rug') }));
    const size = await c.findByRole('textbox', { name: label('custom-order', locale, 'rug-size') });
    await userEvent.type(size, '2.3');
    await userEvent.tab();
    await c.findByText(msgText(locale, 'forms.rule.step', { step: new Intl.NumberFormat(locale).format(0.5) }));
    for (const colour of ['indigo', 'saffron', 'terracotta', 'mint'])
      await userEvent.click(c.getByRole('checkbox', { name: choiceLabel(locale, 'colours', colour) }));
    await c.findByText(msgText(locale, 'forms.rule.choice_limit', { limit: '3' }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([PNG], 'zellige.png', { type: 'image/png' }));
    await c.findByRole('button', { name: msg(locale, 'forms.file.remove', { name: 'zellige.png' }) }, API_WAIT);
  },
};

/** A file named as a picture whose content is not one, then one too large: each refusal at the field. */
export const FileRefused: Story = {
  args: { startPage: 1 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await drawnForm(canvasElement, 'custom-order');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([PNG], 'setup.exe.png', { type: 'image/png' }));
    await c.findByText(msgText(locale, 'forms.rule.file_content'), undefined, API_WAIT);
    await userEvent.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'plan.pdf'));
    await c.findByText(msgText(locale, 'forms.rule.file_size', { max: new Intl.NumberFormat(locale).format(5) }));
  },
};

/** The last page as it opens: the day of the call names its closed weekday (a native picker cannot grey it out). */
export const DepositPageClosedDays: Story = {
  args: { startPage: 2 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await drawnForm(canvasElement, 'custom-order');
    const day = c.getByLabelText(new RegExp(label('custom-order', locale, 'call-date')));
    const friday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2030, 0, 4)),
    );
    await expect(day).toHaveAccessibleDescription(msg(locale, 'forms.date.closed_days', { days: friday }));
  },
};

/**
 * The last page: a Friday refused, a phone number typed in its mask but four digits short, a time out of hours refused,
 * and the deposit's total following its quantities.
 */
export const DepositPage: Story = {
  args: { startPage: 2 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await drawnForm(canvasElement, 'custom-order');
    const day = c.getByLabelText(new RegExp(label('custom-order', locale, 'call-date')));
    await userEvent.type(day, '2030-01-04');
    const phone = c.getByRole('textbox', { name: label('custom-order', locale, 'phone') });
    await userEvent.type(phone, '061234');
    await expect(phone).toHaveValue('06 12 34');
    await userEvent.type(c.getByRole('textbox', { name: label('custom-order', locale, 'call-time') }), '20:00');
    await userEvent.tab();
    await c.findByText(msgText(locale, 'forms.rule.time_window', { min: '09:00', max: '18:00' }));
    await c.findByText(msgText(locale, 'forms.rule.date_unavailable'));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    const more = c.getAllByRole('button', { name: msg(locale, 'quantity.increase') });
    await userEvent.click(more[0]!);
    await userEvent.click(more[1]!);
    const total = c.getByText(msgText(locale, 'forms.payment.total')).closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(total.textContent).toMatch(/250/));
  },
};

/** The call's window typed in 12-hour form, its end (3:30 pm) before its start (4 pm): said at the end. */
export const CallWindowReversed: Story = {
  args: { startPage: 2 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await drawnForm(canvasElement, 'custom-order');
    await userEvent.type(c.getByRole('textbox', { name: label('custom-order', locale, 'call-time') }), '4 pm');
    const until = c.getByRole('textbox', { name: label('custom-order', locale, 'call-until') });
    await userEvent.type(until, '3:30 pm');
    await userEvent.tab();
    await c.findByText(msgText(locale, 'forms.rule.time_order', { min: '16:00' }));
    await waitFor(() => expect(until).toHaveAttribute('aria-invalid', 'true'));
  },
};

/**
 * The sketches as the form's only page (so the send button is under them): two files of 4.5 MB, each within its
 * 5 MB but together past the 8 MB the form takes. The message stands above the send button, drawn disabled.
 */
export const UploadsTooLarge: Story = {
  parameters: {
    api: [
      formRoute('custom-order', (f) => ({
        ...f,
        captcha: false,
        pages: [{ fields: f.pages.flatMap((page) => page.fields).filter((field) => field.type === 'file') }],
      })),
      ...formApiRoutes,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await drawnForm(canvasElement, 'custom-order');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = (name: string) =>
      new File([PNG, new Uint8Array(4.5 * 1024 * 1024 - PNG.length)], name, { type: 'image/png' });
    await userEvent.upload(input, [file('front.png'), file('back.png')]);
    await c.findByRole('button', { name: msg(locale, 'forms.file.remove', { name: 'back.png' }) }, API_WAIT);
    const send = c.getByRole('button', { name: seededForm('custom-order', locale).submitLabel });
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    // The field says it too, once its check has run after the last file.
    await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull(), API_WAIT);
  },
};
