import { describe, expect, it } from 'vitest';
import { SENDER } from '../mail/sender';
import { finisherMailId, renderFinisherMail, type FinisherFacts } from './finisher-mail';

const FACTS: FinisherFacts = {
  firstName: 'Avery',
  raceName: 'The Big Canada Run 2025',
  legName: '250 km Leg',
  distanceKm: 250,
  completedDate: new Date('2025-06-01T14:00:00Z'),
  badgeUrl: 'http://localhost:5173/images/tbcr2025-finisher-badge.svg',
  badgeLink: 'https://example.test/finishers',
  dashboardUrl: 'http://localhost:5173/dashboard/tbcr_250',
  accountUrl: 'http://localhost:5173/account',
  medalsShipAt: new Date('2026-01-15T00:00:00Z'),
};

describe('the finisher mail id', () => {
  it('is one per participant and leg', () => {
    expect(finisherMailId('u1', 'price_a')).toBe('finisher__u1__price_a');
    expect(finisherMailId('u1', 'price_a')).not.toBe(finisherMailId('u1', 'price_b'));
  });
});

describe('the finisher e-mail', () => {
  const { message } = renderFinisherMail(FACTS, 'en');

  it('congratulates in the subject', () => {
    expect(message.subject).toBe('Congratulations, you finished the 250 km Leg!');
  });

  it('says it all in the text part: congratulations, badge, certificate, medal timing', () => {
    for (const expected of [
      'Congratulations, Avery!',
      'You have completed the 250 km Leg of The Big Canada Run 2025.',
      'Finished on June 1, 2025: 250 km.',
      'See my finisher badge: https://example.test/finishers',
      'Your finisher certificate is ready: download it from your dashboard.',
      'Download my certificate: http://localhost:5173/dashboard/tbcr_250',
      'Medals for this challenge ship from January 15, 2026.',
      'My account: http://localhost:5173/account',
      SENDER.supportAddress,
      SENDER.postalAddress,
    ])
      expect(message.text).toContain(expected);
    expect(message.text).not.toMatch(/<[a-z]/i);
  });

  it('shows the badge by absolute URL with alt text, linked; the mail reads the same without it', () => {
    expect(message.html).toContain(
      '<a href="https://example.test/finishers"><img src="http://localhost:5173/images/tbcr2025-finisher-badge.svg" alt="Finisher badge"',
    );
    expect(message.html).toContain('href="http://localhost:5173/dashboard/tbcr_250"');
    const { html, text } = renderFinisherMail(
      { ...FACTS, badgeUrl: null, badgeLink: null, medalsShipAt: null },
      'en',
    ).message;
    expect(html).not.toContain('<img');
    expect(html).toContain('Download my certificate');
    expect(text).toContain('Medals for this challenge ship after it ends.');
    expect(text).not.toContain('finisher badge:');
  });

  it('escapes every participant-controlled value in the HTML part', () => {
    const hostile = renderFinisherMail(
      {
        ...FACTS,
        firstName: '<script>alert(1)</script>',
        legName: '<img src=x onerror=alert(1)>',
        raceName: '"><script>alert(2)</script>',
      },
      'en',
    ).message;
    expect(hostile.html).not.toMatch(/<script|<img src=x/i);
    expect(hostile.html).toContain('Congratulations, &lt;script&gt;alert(1)&lt;/script&gt;!');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.html).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(hostile.text).toContain('Congratulations, <script>alert(1)</script>!');
  });

  it('in French for a participant who chose it', () => {
    const { message: fr } = renderFinisherMail(FACTS, 'fr');
    expect(fr.subject).toBe(
      'Félicitations, parcours terminé\u00a0: The Big Canada Run 2025 – 250 km Leg',
    );
    expect(fr.html).toContain('<html lang="fr">');
    for (const expected of [
      'Félicitations, Avery!',
      'Vous avez terminé votre parcours\u00a0: The Big Canada Run 2025 – 250 km Leg.',
      'Terminé le 1er juin 2025\u00a0: 250\u202fkm.',
      'Télécharger mon certificat\u00a0: http://localhost:5173/dashboard/tbcr_250',
      'Les médailles de ce défi seront expédiées à partir du 15 janvier 2026.',
      'Mon compte\u00a0: http://localhost:5173/account',
    ])
      expect(fr.text).toContain(expected);
  });
});
