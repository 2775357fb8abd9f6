import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FormBody } from '@features/forms/components/FormBody';
import type { PublicForm } from '@features/forms/model/types';
import type { FormField } from '@domain/forms/fields';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';

const contact = fixture<PublicForm>('forms:contact', 'en');
const photos: FormField = {
  id: 'photos',
  type: 'file',
  label: 'Photos',
  extensions: ['jpg', 'png'],
  maxFileSize: 1024,
  maxFiles: 3,
  capture: 'environment',
};
const formWith = (field: FormField): PublicForm => ({ ...contact, pages: [{ ...contact.pages[0]!, fields: [field] }] });

describe('a camera field', () => {
  it("opens a phone's back camera for pictures, and says so on its button, in the shopper's language", () => {
    mockApi(baseRoutes);
    renderWithProviders(<FormBody form={formWith(photos)} slug="contact" issued={Date.now()} />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: /Prendre ou choisir une photo/ })).toBeVisible();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', '.jpg,.png');
  });

  it('a plain file field chooses files, with no camera', () => {
    mockApi(baseRoutes);
    const { capture: _, ...plain } = photos as Extract<FormField, { type: 'file' }>;
    renderWithProviders(<FormBody form={formWith(plain)} slug="contact" issued={Date.now()} />);
    expect(screen.getByRole('button', { name: /Choose files/ })).toBeVisible();
    expect(document.querySelector('input[type="file"]')).not.toHaveAttribute('capture');
  });
});
