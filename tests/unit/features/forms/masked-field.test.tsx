import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormBody } from '@features/forms/components/FormBody';
import type { PublicForm } from '@features/forms/model/types';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';

const contact = fixture<PublicForm>('forms:contact', 'en');

/** A one-field form: a phone number in the Moroccan way. */
const form: PublicForm = {
  ...contact,
  pages: [{ ...contact.pages[0]!, fields: [{ id: 'phone', type: 'text', label: 'Phone', mask: '99 99 99 99 99' }] }],
};

describe('a masked text field', () => {
  it('fits what is typed to the mask, on a numeric keyboard, left to right in Arabic too', async () => {
    mockApi(baseRoutes);
    renderWithProviders(<FormBody form={form} slug="contact" issued={Date.now()} />, { locale: 'ar' });
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '06l2345678');
    expect(input).toHaveValue('06 23 45 67 8');
    await userEvent.type(input, '9');
    expect(input).toHaveValue('06 23 45 67 89');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('dir', 'ltr');
  });

  it('says how many places are still empty once the field is left, in the shopper’s language', async () => {
    mockApi(baseRoutes);
    renderWithProviders(<FormBody form={form} slug="contact" issued={Date.now()} />, { locale: 'fr' });
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '0612');
    await userEvent.tab();
    expect(
      await screen.findByText('Veuillez compléter ce champ : 6 caractères manquent.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '345678');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'), { timeout: 10_000 });
    expect(screen.queryByText(/Veuillez compléter/)).toBeNull();
  });
});
