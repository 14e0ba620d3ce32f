import { describe, expect, it } from 'vitest';
import { SENDER } from '../mail/sender';
import { renderConfirmationMail, type ConfirmationFacts } from './confirmation-mail';

const FACTS: ConfirmationFacts = {
  firstName: 'Avery',
  raceName: 'The Big Canada Run 2025',
  legName: '250 km Leg',
  distanceKm: 250,
  bibNumber: 142,
  teamName: 'Maple Milers',
  challengeStart: new Date('2025-01-01T00:00:00Z'),
  challengeEnd: new Date('2025-12-31T23:59:59.999Z'),
  dashboardUrl: 'http://localhost:5173/dashboard/tbcr_250',
  bibUrl: 'https://example.test/bib.pdf',
  communityUrl: 'https://example.test/community',
  shippingAddress: ['Avery Tremblay', '1 Main St', 'Ottawa ON K1P 1J1', 'CA'],
  medalsShipAt: new Date('2026-01-15T00:00:00Z'),
  giftCodes: [
    { code: 'GIFT-AAAA-1111', leg: 'The Big Canada Run 2025 – 250 km Leg' },
    { code: 'GIFT-BBBB-2222', leg: 'The Big Canada Run 2025 – 7,000 km Leg' },
  ],
  receipt: {
    lines: [
      { description: '250 km Leg', quantity: 1, cents: 4900 },
      { description: 'Gift: 250 km Leg', quantity: 2, cents: 9800 },
      { description: 'Service Fee', quantity: 1, cents: 300 },
    ],
    discountCents: 490,
    taxCents: 0,
    taxes: { gstHst: 0, qst: 0, other: 0 },
    totalCents: 14510,
    refundedCents: 0,
    giftCode: null,
  },
};

describe('the registration confirmed e-mail', () => {
  const { message } = renderConfirmationMail(FACTS, 'en');

  it('names the race and the leg in the subject', () => {
    expect(message.subject).toBe("You're registered: The Big Canada Run 2025 – 250 km Leg");
  });

  it('says everything in the text part: greeting, leg, bib, dates, links, medal, gift codes, receipt, sender', () => {
    const { text } = message;
    for (const expected of [
      'Hi Avery,',
      'Race: The Big Canada Run 2025',
      'Distance: 250 km Leg (250 km)',
      'Bib number: 142',
      'Team: Maple Milers',
      'Challenge dates: January 1, 2025 to December 31, 2025',
      'Open my dashboard: http://localhost:5173/dashboard/tbcr_250',
      'Print my bib: https://example.test/bib.pdf',
      'Join the community: https://example.test/community',
      'Medals ship from January 15, 2026 to:',
      '  Ottawa ON K1P 1J1',
      '  GIFT-AAAA-1111 (valid for The Big Canada Run 2025 – 250 km Leg)',
      '  GIFT-BBBB-2222 (valid for The Big Canada Run 2025 – 7,000 km Leg)',
      '  250 km Leg: $49.00',
      '  Gift: 250 km Leg × 2: $98.00',
      '  Service Fee: $3.00',
      '  Discount: −$4.90',
      '  GST/HST (registration no. 123456789 RT0001): $0.00',
      '  QST (registration no. 1234567890 TQ0001): $0.00',
      '  Total charged: $145.10',
      SENDER.supportAddress,
      SENDER.postalAddress,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Other taxes');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('says the same in the HTML part, a responsive single column in English', () => {
    const { html } = message;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('max-width:600px');
    for (const expected of [
      'Hi Avery,',
      '142',
      'GIFT-AAAA-1111',
      'href="http://localhost:5173/dashboard/tbcr_250"',
      'href="https://example.test/community"',
      '$145.10',
      `mailto:${SENDER.supportAddress}`,
    ])
      expect(html).toContain(expected);
  });

  it('escapes every participant-controlled value in the HTML part', () => {
    const hostile = renderConfirmationMail(
      {
        ...FACTS,
        firstName: '<script>alert(1)</script>',
        teamName: '<img src=x onerror=alert(1)>',
        shippingAddress: ['<img src=x onerror=alert(2)>', '"><script>alert(3)</script>'],
        giftCodes: [{ code: '<b>CODE</b>', leg: '<i>leg</i>' }],
        receipt: {
          ...FACTS.receipt,
          lines: [{ description: '<u>line</u>', quantity: 1, cents: 1 }],
        },
      },
      'en',
    ).message;
    expect(hostile.html).not.toMatch(/<script|<img|<b>|<i>|<u>/i);
    expect(hostile.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.html).toContain('&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;');
    // The text part is plain text: the name as typed.
    expect(hostile.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('a gift redemption: no gift codes, the code it was paid with, a zero total', () => {
    const { text } = renderConfirmationMail(
      {
        ...FACTS,
        giftCodes: [],
        teamName: null,
        receipt: {
          lines: [],
          discountCents: 0,
          taxCents: 0,
          taxes: { gstHst: 0, qst: 0, other: 0 },
          totalCents: 0,
          refundedCents: 0,
          giftCode: 'GIFT-DEMO-1',
        },
      },
      'en',
    ).message;
    expect(text).toContain('Registered with gift code GIFT-DEMO-1: $0.00');
    expect(text).toContain('Total charged: $0.00');
    expect(text).not.toContain('Your gift registrations');
    expect(text).not.toContain('Team:');
  });

  it.each([
    ['en', '  Refunded: −$18.00'],
    ['fr', '  Remboursé : −18,00 $'],
  ] as const)('a partial refund shows under the total (%s)', (language, line) => {
    const { text, html } = renderConfirmationMail(
      { ...FACTS, receipt: { ...FACTS.receipt, refundedCents: 1800 } },
      language,
    ).message;
    // Intl's French money has a no-break space before the dollar sign.
    const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(text)).toContain(line);
    expect(html).toContain(language === 'en' ? 'Refunded' : 'Remboursé');
    expect(plain(renderConfirmationMail(FACTS, language).message.text)).not.toContain(line.trim());
  });

  it('without a first name, an address or ship date: a plain greeting and what to do', () => {
    const { text } = renderConfirmationMail(
      { ...FACTS, firstName: ' ', shippingAddress: [], medalsShipAt: null },
      'en',
    ).message;
    expect(text.startsWith('Hi,\n')).toBe(true);
    expect(text).toContain('We have no shipping address for your medal yet');
  });

  it('in French for a participant who chose it: texts, money and dates the French way', () => {
    const { message: fr } = renderConfirmationMail(FACTS, 'fr');
    expect(fr.subject).toBe(
      'Votre inscription est confirmée\u00a0: The Big Canada Run 2025 – 250 km Leg',
    );
    expect(fr.html).toContain('<html lang="fr">');
    for (const expected of [
      'Bonjour Avery,',
      'Votre inscription est confirmée. Bienvenue dans le défi!',
      'Défi\u00a0: The Big Canada Run 2025',
      'Parcours\u00a0: 250 km Leg',
      'Distance\u00a0: 250\u202fkm',
      'Numéro de dossard\u00a0: 142',
      'Équipe\u00a0: Maple Milers',
      'Dates du défi\u00a0: du 1er janvier 2025 au 31 décembre 2025',
      'Ouvrir mon tableau de bord\u00a0: http://localhost:5173/dashboard/tbcr_250',
      'Les médailles seront expédiées à partir du 15 janvier 2026 à l’adresse suivante\u00a0:',
      '  GIFT-AAAA-1111 (parcours\u00a0: The Big Canada Run 2025 – 250 km Leg)',
      'TPS/TVH (numéro d’inscription 123456789 RT0001)\u00a0: 0,00\u00a0$',
      'TVQ (numéro d’inscription 1234567890 TQ0001)\u00a0: 0,00\u00a0$',
      'Reçu',
      'Vous recevez ce courriel à la suite de votre inscription',
    ])
      expect(fr.text).toContain(expected);
    expect(fr.text).toMatch(/ {2}Rabais\u00a0: −4,90\s\$/);
    expect(fr.text).toMatch(/ {2}Total facturé\u00a0: 145,10\s\$/);
    expect(fr.html).toContain('Numéro de dossard');
  });
});
