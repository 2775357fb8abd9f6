/**
 * An embedded form on a content page: the one-page contact form in each state (empty, required fields, the typo
 * hint, a refused address, a field shown by a choice, sending, sent, refused by the server, expired, with the
 * captcha) and the form loading, failing or gone. In three locales, on a phone too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { EmbeddedForm } from '@features/forms/components/EmbeddedForm';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import { captchaRoutes } from '../../support/captcha';
import { drawnForm as form, formApiRoutes, formRoute, label, refusedSubmission, seededForm } from '../../support/forms';

const meta = {
  title: 'Features/Forms/EmbeddedForm',
  component: EmbeddedForm,
  tags: ['mobile'],
  parameters: { layout: 'padded', api: formApiRoutes },
  args: { slug: 'contact' },
} satisfies Meta<typeof EmbeddedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form filled as a shopper would, with an allowed address. */
async function fillContact(canvasElement: HTMLElement, locale: Locale) {
  const c = await form(canvasElement);
  await userEvent.type(c.getByRole('textbox', { name: msg(locale, 'forms.name.first') }), 'Amina');
  await userEvent.type(c.getByRole('textbox', { name: msg(locale, 'forms.name.last') }), 'Benali');
  await userEvent.type(c.getByRole('textbox', { name: label('contact', locale, 'email') }), 'amina@gmail.com');
  await userEvent.selectOptions(c.getByRole('combobox', { name: label('contact', locale, 'topic') }), 'product');
  await userEvent.type(c.getByRole('textbox', { name: label('contact', locale, 'message') }), 'Bonjour');
  return c;
}

const send = async (canvasElement: HTMLElement, locale: Locale) =>
  userEvent.click((await form(canvasElement)).getByRole('button', { name: seededForm('contact', locale).submitLabel }));

/** The contact form as it first shows. */
export const Contact: Story = {};

/** Sent empty: each required field says so, and the first takes focus. */
export const ContactRequired: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await send(canvasElement, locale);
    const c = await form(canvasElement);
    await waitFor(() => expect(c.getByRole('textbox', { name: msg(locale, 'forms.name.first') })).toHaveFocus());
    await expect(c.getAllByText(msgText(locale, 'account.rule.required')).length).toBeGreaterThanOrEqual(4);
  },
};

/** A domain one letter off a common one: 'did you mean' under the field, a second after the last keystroke. */
export const ContactTypoHint: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await form(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: label('contact', locale, 'email') }), 'amina@gmial.com');
    await c.findByRole('button', { name: /amina@gmail\.com/ }, API_WAIT);
  },
};

/** An address the shop does not take: the server says so, and the field shows it once left. */
export const ContactRestricted: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await form(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: label('contact', locale, 'email') }), 'amina@example.com');
    await userEvent.tab();
    await c.findByText(msgText(locale, 'forms.rule.restricted_email'), undefined, API_WAIT);
  },
};

/** The topic 'An order' shows the order number field. */
export const ContactOrderTopic: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const c = await form(canvasElement);
    await userEvent.selectOptions(c.getByRole('combobox', { name: label('contact', locale, 'topic') }), 'order');
    await c.findByRole('textbox', { name: label('contact', locale, 'order-number') });
  },
};

/** Being sent: dimmed, busy, the button saying so (the answer never comes). */
export const ContactSending: Story = {
  tags: ['busy'],
  parameters: {
    api: [{ method: 'POST', path: /^\/api\/forms\/contact\/submissions/, delay: Infinity }, ...formApiRoutes],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await fillContact(canvasElement, locale);
    await send(canvasElement, locale);
    await waitFor(() => expect(canvasElement.querySelector('#form-contact')).toHaveAttribute('aria-busy', 'true'));
    await within(canvasElement).findByRole('button', { name: msg(locale, 'forms.sending') });
  },
};

/** Sent: the confirmation replaces the form and has focus. */
export const ContactSent: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await fillContact(canvasElement, locale);
    await send(canvasElement, locale);
    const text = seededForm('contact', locale).confirmation[0]!;
    const confirmation = await within(canvasElement).findByText(text, undefined, API_WAIT);
    await waitFor(() => expect(confirmation.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** Refused by the server for a field: its error in the shopper's words at the field, which takes focus. */
export const ContactRefused: Story = {
  parameters: {
    api: [refusedSubmission(422, 'invalid_fields', [{ field: 'values.topic', code: 'choice' }]), ...formApiRoutes],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await fillContact(canvasElement, locale);
    await send(canvasElement, locale);
    const c = await form(canvasElement);
    await c.findByText(msgText(locale, 'forms.fix_errors'), undefined, API_WAIT);
    await c.findByText(msgText(locale, 'forms.rule.choice'));
    await waitFor(() => expect(c.getByRole('combobox', { name: label('contact', locale, 'topic') })).toHaveFocus());
  },
};

/** Sent with a token past its age: the form asks to send again (a new token is fetched meanwhile). */
export const ContactExpired: Story = {
  parameters: {
    api: [
      refusedSubmission(400, 'form_token_stale', [{ field: 'body.token', code: 'form_token_stale' }]),
      ...formApiRoutes,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await fillContact(canvasElement, locale);
    await send(canvasElement, locale);
    await within(canvasElement).findByText(msgText(locale, 'forms.token_stale'), undefined, API_WAIT);
  },
};

/** The store asks for the captcha: it comes before the button on the last page, and is required. */
export const ContactCaptcha: Story = {
  parameters: {
    api: [...captchaRoutes, formRoute('contact', (f) => ({ ...f, captcha: true })), ...formApiRoutes],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await fillContact(canvasElement, locale);
    await send(canvasElement, locale);
    const c = await form(canvasElement);
    await c.findByText(msgText(locale, 'captcha.required'));
    await waitFor(() => expect(c.getByRole('checkbox', { name: msg(locale, 'captcha.label') })).toHaveFocus());
  },
};

/** Asked for and not yet answered: the form's room is kept. */
export const Loading: Story = {
  tags: ['busy'],
  parameters: { api: [{ path: /^\/api\/forms\/contact\?/, delay: Infinity }, ...formApiRoutes] },
};

/** The form could not be loaded: it says so, with a way to try again. */
export const LoadError: Story = {
  parameters: { api: [{ path: /^\/api\/forms\/contact\?/, status: 500, body: { code: 'server_error' } }] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await within(canvasElement).findByRole('button', { name: msg(locale, 'forms.retry') }, API_WAIT);
  },
};

/** A form that no longer exists. */
export const NotFound: Story = {
  args: { slug: 'gone' },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await within(canvasElement).findByText(msgText(locale, 'forms.not_found'), undefined, API_WAIT);
  },
};
