import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationRaceProvider } from '../hooks/registration-race-context';
import { RACE } from '../test-support/fixtures';
import { REGISTRATION_CLOSED_TEXT, RegistrationForm } from './registration-form';

vi.mock('../hooks/use-registration-inputs', () => ({
  useRegistrationInputs: () => ({ status: 'loading' }),
}));
vi.mock('../../../lib/auth-context', () => ({
  useAuth: () => ({ status: 'loading', user: null }),
}));

function renderFor(metadata: Record<string, string>) {
  render(
    <MemoryRouter>
      <RegistrationRaceProvider race={{ ...RACE, metadata: { ...RACE.metadata, ...metadata } }}>
        <RegistrationForm />
      </RegistrationRaceProvider>
    </MemoryRouter>,
  );
}

describe('RegistrationForm', () => {
  it('says a closed challenge is closed instead of showing the form (the rule the server applies)', () => {
    renderFor({ early_start: '2023-12-01', regular_end: '2024-02-29' });
    expect(screen.getByRole('status')).toHaveTextContent(REGISTRATION_CLOSED_TEXT);
    expect(screen.getByRole('link', { name: 'Go to my homepage' })).toHaveAttribute('href', '/');
  });

  it('goes on to the form while the sale is open', () => {
    renderFor({ early_start: '2020-01-01', regular_end: '2099-12-31' });
    expect(screen.queryByText(REGISTRATION_CLOSED_TEXT)).toBeNull();
  });
});
