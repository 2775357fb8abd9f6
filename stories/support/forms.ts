/**
 * Embedded forms for stories: the seeded contact, custom-order and return-request forms as the server answered them (fixtures), and
 * routes that answer as the server does — the restricted-address check, uploads, submissions accepted or refused.
 * Not a story file.
 */
import type { FieldValue } from '@domain/forms/fields';
import { keptValues } from '@domain/forms/form';
import { formOrderLines, formOrderTotal } from '@domain/forms/order';
import type { Locale } from '@domain/locales';
import type { PublicForm } from '@features/forms/model/types';
import { waitFor, within } from 'storybook/test';
import { fixture, localeOf } from '../../tests/support/fixtures/routes';
import { problem } from './account-dialog';
import { API_WAIT } from './api';
import type { MockRoute } from '../../tests/support/mock-fetch';

export type FormSlug = 'contact' | 'custom-order' | 'return-request';

export const seededForm = (slug: FormSlug, locale: Locale): PublicForm => fixture<PublicForm>(`forms:${slug}`, locale);

/** A field's label in the seeded form. */
export const label = (slug: FormSlug, locale: Locale, id: string) =>
  seededForm(slug, locale)
    .pages.flatMap((p) => p.fields)
    .find((f) => f.id === id)!.label;

/** The form once drawn (its definition answered), for queries inside it. */
export async function drawnForm(canvasElement: HTMLElement, slug: FormSlug = 'contact') {
  const element = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLFormElement>(`#form-${slug}`);
    if (!found) throw new Error('form not drawn');
    return found;
  }, API_WAIT);
  return within(element);
}

/** The form, changed by `edit` (another indicator, the captcha on). */
export const formRoute = (slug: FormSlug, edit: (form: PublicForm) => PublicForm = (f) => f): MockRoute => ({
  path: new RegExp(`^/api/forms/${slug}\\?`),
  handler: (request) => ({ body: edit(seededForm(slug, localeOf(request))) }),
});

let uploads = 0;
/** The server's answers: addresses at @example.com refused; files taken unless named *.exe.png (content refused). */
export const formApiRoutes: MockRoute[] = [
  formRoute('contact'),
  formRoute('custom-order'),
  formRoute('return-request'),
  {
    method: 'POST',
    path: /^\/api\/forms\/[a-z-]+\/restricted-email/,
    handler: async (request) => {
      const { email } = (await request.json()) as { email: string };
      return { body: { valid: !email.endsWith('@example.com') } };
    },
  },
  {
    method: 'POST',
    path: /^\/api\/forms\/[a-z-]+\/uploads/,
    handler: async (request) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name') ?? 'file';
      const field = url.searchParams.get('field') ?? '';
      if (name.endsWith('.exe.png'))
        return problem('invalid_file', 422, { errors: [{ field: `values.${field}`, code: 'file_content' }] });
      uploads += 1;
      const size = (await request.arrayBuffer()).byteLength;
      return { status: 201, body: { id: `00000000-0000-4000-8000-${String(uploads).padStart(12, '0')}`, name, size } };
    },
  },
  { method: 'POST', path: /^\/api\/forms\/[a-z-]+\/token/, body: { token: 'renewed-token' } },
  {
    method: 'POST',
    path: /^\/api\/forms\/[a-z-]+\/submissions/,
    handler: async (request) => {
      const { locale, values } = (await request.json()) as { locale: Locale; values: Record<string, FieldValue> };
      const slug = new URL(request.url).pathname.split('/')[3] as FormSlug;
      const form = seededForm(slug, locale);
      // The custom order's deposit makes a pending order, priced as the server prices it.
      const total =
        slug === 'custom-order' ? formOrderTotal(formOrderLines(form, keptValues(form, values), locale)) : 0;
      const order = total > 0 ? { order: { number: 1043, key: 'Zl1g3K3yPend1ng043', total } } : {};
      return { status: 201, body: { submission: 41, confirmation: form.confirmation, ...order } };
    },
  },
];

/** A submission the server answers with this problem. */
export const refusedSubmission = (
  status: number,
  code: string,
  errors: Array<{ field: string; code: string }> = [],
) => ({
  method: 'POST',
  path: /^\/api\/forms\/[a-z-]+\/submissions/,
  ...problem(code, status, { errors }),
});
