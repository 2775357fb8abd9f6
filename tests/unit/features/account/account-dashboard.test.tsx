import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AccountDashboard } from '@features/account/components/pages/AccountDashboard';
import { renderWithProviders } from '../../../support/render';
import { CUSTOMER } from '../../../../stories/support/account';

describe('AccountDashboard', () => {
  it('greets the shopper by the first name she gave, not a generated display name', () => {
    renderWithProviders(<AccountDashboard account={{ ...CUSTOMER, displayName: 'yasmine-4821' }} />, { locale: 'en' });
    expect(screen.getByText('Hello Yasmine,')).toBeInTheDocument();
  });

  it('falls back to the display name when no first name was given', () => {
    renderWithProviders(<AccountDashboard account={{ ...CUSTOMER, firstName: ' ', displayName: 'yasmine' }} />, {
      locale: 'en',
    });
    expect(screen.getByText('Hello yasmine,')).toBeInTheDocument();
  });
});
