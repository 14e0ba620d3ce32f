import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadCataloguePart } from '../../../lib/i18n/activate';
import { challengeTiming, ENDED_MESSAGE, notStartedMessage } from './challenge-timing';

const window = {
  start: new Date('2026-01-10T00:00:00.000Z'),
  end: new Date('2026-02-28T23:59:59.999Z'),
};

describe('challengeTiming at the boundaries', () => {
  it.each([
    ['2026-01-09', 'notStarted'],
    ['2026-01-10', 'active'],
    ['2026-02-01', 'active'],
    ['2026-02-28', 'active'],
    ['2026-03-01', 'ended'],
  ] as const)('%s is %s', (today, state) => {
    expect(challengeTiming(window, today)).toBe(state);
  });

  it('is active when the window is unknown', () => {
    expect(challengeTiming({ start: null, end: null }, '2026-01-01')).toBe('active');
  });

  it('names the start day in the not-started message', () => {
    expect(i18n._(notStartedMessage(window.start, 'en'))).toBe(
      'This challenge starts on Saturday, January 10, 2026. Come back then to log your first activity!',
    );
  });
});

describe('the timing messages in French', () => {
  afterEach(() => activateLanguage('en'));

  it('names the start day the French way', async () => {
    await loadCataloguePart('dashboard', {
      en: () => import('../../../locales/en/dashboard.po'),
      fr: () => import('../../../locales/fr/dashboard.po'),
    });
    await activateLanguage('fr');
    expect(i18n._(notStartedMessage(window.start, 'fr'))).toBe(
      'Ce défi commence le samedi 10 janvier 2026. Revenez à ce moment-là pour inscrire votre première activité!',
    );
    expect(i18n._(notStartedMessage(null, 'fr'))).toBe('Ce défi n’a pas encore commencé.');
    expect(i18n._(ENDED_MESSAGE)).toBe('Ce défi est terminé.');
  });
});
