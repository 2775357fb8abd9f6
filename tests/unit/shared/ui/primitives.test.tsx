import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { CountBadge } from '@shared/ui/CountBadge';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { TextLink } from '@shared/ui/TextLink';
import { renderWithProviders } from '../../../support/render';

describe('CountBadge', () => {
  it('shows the count (none for zero) and caps it at max+', () => {
    renderWithProviders(
      <>
        <CountBadge count={0}>
          <ShoppingBagOutlinedIcon />
        </CountBadge>
        <CountBadge count={120} />
      </>,
    );
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('StatusAlert', () => {
  it('is an alert by default, a status or plain text when asked, with its action', () => {
    renderWithProviders(
      <>
        <StatusAlert severity="error" action={<button type="button">Retry</button>}>
          Could not load.
        </StatusAlert>
        <StatusAlert severity="info" role="status">
          Loading later.
        </StatusAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading later.');
  });
});

describe('TextLink', () => {
  it('is a link to the address inside the app', () => {
    renderWithProviders(<TextLink to="/fr/shop/">Boutique</TextLink>, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '/fr/shop/');
  });
});
