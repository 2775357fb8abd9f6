import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormBody } from '@features/forms/components/FormBody';
import type { PublicForm } from '@features/forms/model/types';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';

const contact = fixture<PublicForm>('forms:contact', 'en');
const customOrder = fixture<PublicForm>('forms:custom-order', 'en');

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

  it.each([
    ['contact', contact],
    ['custom-order', customOrder],
  ] as const)('names every group of the %s form (the fieldset that only disables is none)', (slug, form) => {
    mockApi(api);
    renderWithProviders(<FormBody form={form} slug={slug} issued={Date.now()} />);
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('group', { name: '' })).toEqual([]);
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

  it('after a redirect answer, stays sending until the page comes back from the back/forward cache', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/forms/contact/submissions',
        status: 201,
        body: { submission: 2, confirmation: ['Merci'], redirect: { url: '/en/return-slip/', newTab: false } },
      },
      ...api,
    ]);
    // jsdom does not navigate (it says so): the page stays, as a page does until the next one arrives.
    renderWithProviders(<FormBody form={contact} slug="contact" issued={Date.now()} />);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: contact.submitLabel }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    await new Promise((r) => setTimeout(r, 300));
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Merci')).toBeNull();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    const restored = await screen.findByRole('button', { name: contact.submitLabel });
    expect(restored).not.toHaveAttribute('aria-disabled');
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

  it('says above the send button when its files together pass the limit, and sends nothing until one is removed', async () => {
    let uploaded = 0;
    const { calls } = mockApi([
      ...api,
      {
        method: 'POST',
        path: /^\/api\/forms\/[a-z-]+\/uploads/,
        handler: (request) => {
          uploaded += 1;
          // jsdom sends a File body as text: the server's answer carries the size it stored, 4.5 MB here.
          const name = new URL(request.url).searchParams.get('name');
          const size = 4.5 * 1024 * 1024;
          return { status: 201, body: { id: `00000000-0000-4000-8000-00000000000${uploaded}`, name, size } };
        },
      },
    ]);
    // One page, so the file field and the send button are on the same (last) page.
    const file = customOrder.pages.flatMap((p) => p.fields).find((f) => f.type === 'file')!;
    const form: PublicForm = { ...customOrder, captcha: false, pages: [{ fields: [file] }] };
    renderWithProviders(<FormBody form={form} slug="custom-order" issued={Date.now()} />);
    const send = screen.getByRole('button', { name: form.submitLabel });
    expect(send).not.toHaveAttribute('aria-disabled');
    // Two files of 4.5 MB: each within its 5 MB, together past the 8 MB.
    const png = (name: string) => new File([new Uint8Array(4.5 * 1024 * 1024)], name, { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [png('front.png'), png('back.png')]);
    await screen.findByRole('button', { name: 'Remove back.png' });
    const said = 'The total size of the selected files 9 MB exceeds the allowed limit 8 MB.';
    const area = await screen.findByRole('alert', { name: '' });
    await waitFor(() => expect(area).toHaveTextContent(said));
    expect(area.closest('[id$="-upload-total"]')).not.toBeNull();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(said);
    // The area comes before the button.
    expect(area.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(send);
    expect(await submissions(calls)).toEqual([]);
    // One file removed: the button sends again.
    await userEvent.click(screen.getByRole('button', { name: 'Remove back.png' }));
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
    expect(document.querySelector('[id$="-upload-total"]')).toBeNull();
  });
});
