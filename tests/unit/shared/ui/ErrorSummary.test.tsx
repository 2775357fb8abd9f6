import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, type ErrorSummaryItem } from '@shared/ui/ErrorSummary';
import { renderWithProviders } from '../../../support/render';

const ITEMS: ErrorSummaryItem[] = [
  { id: 'billing-first_name', text: 'First name: This field is required' },
  { id: 'billing-email', text: 'Email address: A valid email address is required' },
];

/** A form whose submit shows the summary; each submit is a new focusKey. */
function Page({ items = ITEMS }: { items?: ErrorSummaryItem[] }) {
  const [submits, setSubmits] = useState(0);
  return (
    <>
      {submits > 0 && <ErrorSummary items={items} focusKey={submits} />}
      <label htmlFor="billing-first_name">First name</label>
      <input id="billing-first_name" />
      <label htmlFor="billing-email">Email address</label>
      <input id="billing-email" />
      <button type="button" onClick={() => setSubmits((n) => n + 1)}>
        Submit
      </button>
    </>
  );
}

describe('ErrorSummary', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('renders nothing without errors', () => {
    const { container } = renderWithProviders(<ErrorSummary items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a region named by its heading and described by its errors, not an alert', () => {
    renderWithProviders(<ErrorSummary items={ITEMS} />, { locale: 'fr' });
    const region = screen.getByRole('region', { name: 'Il y a un problème' });
    expect(screen.getByRole('heading', { level: 2, name: 'Il y a un problème' })).toBeInTheDocument();
    expect(region).toHaveAccessibleDescription(/First name: This field is required/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the caller’s title', () => {
    renderWithProviders(<ErrorSummary items={ITEMS} title="There is a problem with your details" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'There is a problem with your details' })).toBeVisible();
  });

  it('takes focus when it appears, and again on each new submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const region = screen.getByRole('region', { name: 'There is a problem' });
    expect(region).toHaveFocus();
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(scrollTo).toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'First name' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(region).toHaveFocus();
  });

  it('links each error to its field: the link focuses it, its label 100 px below the top', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const link = screen.getByRole('link', { name: 'Email address: A valid email address is required' });
    expect(link).toHaveAttribute('href', '#billing-email');
    const label = screen.getByText('Email address', { selector: 'label' });
    vi.spyOn(label, 'getBoundingClientRect').mockReturnValue({ top: 640 } as DOMRect);
    scrollTo.mockClear();
    await user.click(link);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 540 }));
  });
});
