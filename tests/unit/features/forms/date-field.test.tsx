import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormBody } from '@features/forms/components/FormBody';
import type { PublicForm } from '@features/forms/model/types';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';

const contact = fixture<PublicForm>('forms:contact', 'en');

/** A one-field form: a day of the call, Fridays and Sundays closed. */
const form: PublicForm = {
  ...contact,
  pages: [
    {
      ...contact.pages[0]!,
      fields: [{ id: 'call-date', type: 'date', label: 'Day of the call', disabledWeekdays: [5, 0] }],
    },
  ],
};

describe('a date field with closed weekdays', () => {
  it('names the closed days under the field, in the shopper’s language', () => {
    mockApi(baseRoutes);
    renderWithProviders(<FormBody form={form} slug="contact" issued={Date.now()} />, { locale: 'fr' });
    expect(screen.getByLabelText('Day of the call')).toHaveAccessibleDescription(
      'Jours fermés : vendredi et dimanche.',
    );
  });

  it('refuses a closed day as soon as it is picked, before the field is left', async () => {
    mockApi(baseRoutes);
    renderWithProviders(<FormBody form={form} slug="contact" issued={Date.now()} />);
    const input = screen.getByLabelText('Day of the call');
    expect(input).toHaveAccessibleDescription('Closed days: Friday and Sunday.');
    // 2026-12-04 is a Friday.
    fireEvent.change(input, { target: { value: '2026-12-04' } });
    expect(await screen.findByText('This date is not available')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '2026-12-03' } });
    // Testing Library's wait (10 s here), not expect.poll's 1 s: a loaded machine re-validates slower than that.
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
  });
});
