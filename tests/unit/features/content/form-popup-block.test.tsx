import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentBlocks } from '@features/content/components/ContentBlocks';
import { renderWithProviders } from '../../../support/render';

/** A stand-in form: its heading names the dialog, its field keeps what is typed. */
const renderForm = (_: unknown, titleId?: string) => (
  <section aria-labelledby={titleId}>
    <h2 id={titleId}>Write to us</h2>
    <label>
      Name <input />
    </label>
  </section>
);

describe("a page's form in a popup", () => {
  it('shows only its button until asked, then the form in a dialog named by its heading', async () => {
    renderWithProviders(
      <ContentBlocks
        blocks={[{ type: 'form', form: 'contact', popup: { button: 'A question? Write to us' } }]}
        renderProducts={() => null}
        renderForm={renderForm}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    const open = screen.getByRole('button', { name: 'A question? Write to us' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(open);
    expect(await screen.findByRole('dialog', { name: 'Write to us' })).toBeVisible();
    expect(open).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes by its button or Escape with focus back on the button, and keeps what was typed', async () => {
    renderWithProviders(
      <ContentBlocks
        blocks={[{ type: 'form', form: 'contact', popup: { button: 'Ask us' } }]}
        renderProducts={() => null}
        renderForm={renderForm}
      />,
    );
    const open = screen.getByRole('button', { name: 'Ask us' });
    await userEvent.click(open);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Amina');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
    await userEvent.click(open);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Amina');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('without a popup, the form stands in the page', () => {
    renderWithProviders(
      <ContentBlocks
        blocks={[{ type: 'form', form: 'contact' }]}
        renderProducts={() => null}
        renderForm={renderForm}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
