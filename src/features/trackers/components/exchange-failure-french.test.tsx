/**
 * A refused tracker exchange in French (docs/i18n.md): the page words the server's refusal
 * from its code, with the provider's name, never from the English message the server sends.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadCataloguePart } from '../../../lib/i18n/activate';
import { ExchangeFailure } from './exchange-failure';

const switchTo = async (language: 'en' | 'fr') => {
  await act(async () => {
    await loadCataloguePart('participant');
    await activateLanguage(language);
  });
};

afterEach(async () => {
  await switchTo('en');
});

const refused = Object.assign(
  new Error('This Strava account is already connected to another participant.'),
  { code: 'functions/failed-precondition', details: { refusal: 'accountTaken' } },
);

describe('a refused exchange in French', () => {
  it('says the refusal in French, and in English again after a switch', async () => {
    await switchTo('fr');
    render(
      <MemoryRouter>
        <ExchangeFailure provider="strava" error={refused} onRetry={() => undefined} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ce compte Strava est déjà connecté à un autre participant.');
    expect(alert).not.toHaveTextContent('already connected');
    await switchTo('en');
    expect(alert).toHaveTextContent(
      'This Strava account is already connected to another participant.',
    );
  });
});
