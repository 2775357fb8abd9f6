import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormBody } from '@features/forms/components/FormBody';
import type { PublicForm } from '@features/forms/model/types';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';

const contact = fixture<PublicForm>('forms:contact', 'en');

const submissions = (calls: Request[]) =>
  Promise.all(calls.filter((c) => c.method === 'POST' && c.url.includes('/submissions')).map((c) => c.json()));

const api: MockRoute[] = [
  ...baseRoutes,
  { method: 'POST', path: '/api/forms/contact/token', body: { token: 'renewed' } },
  { method: 'POST', path: '/api/forms/contact/restricted-email', body: { valid: true } },
  {
    method: 'POST',
    path: /^\/api\/forms\/[a-z-]+\/submissions/,
    status: 201,
    body: { submission: 1, confirmation: ['Merci'] },
  },
];

async function fillContact() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Amina');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Benali');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'amina@menara.ma');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'product');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an embedded form', () => {
  it('renews its token when focus enters it past the refresh age, and sends the new one', async () => {
    const { calls } = mockApi(api);
    const issued = Date.now() - (contact.tokenRefresh + 5) * 1000;
    renderWithProviders(<FormBody form={contact} slug="contact" issued={issued} />);
    await fillContact();
    expect(calls.filter((c) => c.url.endsWith('/api/forms/contact/token'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: contact.submitLabel }));
    await screen.findByText('Merci');
    const [body] = await submissions(calls);
    expect(body.token).toBe('renewed');
  });

  it('keeps a recent token, hides the honeypot from everyone and sends when the shopper started', async () => {
    const { calls } = mockApi(api);
    const { container } = renderWithProviders(<FormBody form={contact} slug="contact" issued={Date.now()} />);
    const honeypot = container.querySelector<HTMLInputElement>('#form-contact-hp')!;
    expect(honeypot).not.toBeVisible();
    expect(honeypot.tabIndex).toBe(-1);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: contact.submitLabel }));
    await screen.findByText('Merci');
    expect(calls.filter((c) => c.url.endsWith('/token'))).toHaveLength(0);
    const [body] = await submissions(calls);
    expect(body).toMatchObject({ token: contact.token, honeypot: '', locale: 'en' });
    expect(body.startedAt).toBeGreaterThan(1_700_000_000);
    expect(body.values).toMatchObject({ name: { first: 'Amina', last: 'Benali' }, topic: 'product' });
  });

  it('skips a page whose fields are all hidden, and counts only the pages shown', async () => {
    mockApi(api);
    const form: PublicForm = {
      ...contact,
      id: 'steps',
      indicator: 'circles',
      pages: [
        {
          title: 'Kind',
          fields: [
            {
              id: 'kind',
              type: 'radio',
              label: 'Kind',
              required: true,
              choices: [
                { value: 'rug', label: 'Rug' },
                { value: 'tiles', label: 'Tiles' },
              ],
            },
          ],
        },
        { title: 'Rug', fields: [{ id: 'size', type: 'text', label: 'Size', showIf: { field: 'kind', in: ['rug'] } }] },
        { title: 'Details', fields: [{ id: 'details', type: 'textarea', label: 'Details' }] },
      ],
    };
    renderWithProviders(<FormBody form={form} slug="steps" issued={Date.now()} />);
    // Before a kind is chosen the rug's page is hidden; choosing a rug shows it, choosing tiles hides it again.
    expect(screen.getByRole('heading', { name: 'Kind – 1 of 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Rug' }));
    expect(screen.getByRole('heading', { name: 'Kind – 1 of 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Tiles' }));
    expect(screen.getByRole('heading', { name: 'Kind – 1 of 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const details = await screen.findByRole('heading', { name: 'Details – 2 of 2' });
    await waitFor(() => expect(details).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: contact.submitLabel })).toBeInTheDocument();
  });
});
