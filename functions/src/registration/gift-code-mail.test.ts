import { describe, expect, it } from 'vitest';
import { SENDER } from '../mail/sender';
import { giftMailId, renderGiftMail, type GiftMailFacts } from './gift-code-mail';
import { giftRegisterUrl } from './send-gift-code';

const URL = 'http://localhost:5173/register/tbcr2025?gift_code=GIFT-42&distance=price_tbcr_250';
const FACTS: GiftMailFacts = {
  fromName: 'Avery Tremblay',
  message: 'Come run with me!\nSee you on the road.',
  code: 'GIFT-42',
  raceName: 'The Big Canada Run 2025',
  legName: '250 km Leg',
  registerUrl: URL,
};

describe('the gift mail id', () => {
  it('is one per code, friend and day, whatever the address case', () => {
    const id = giftMailId('GIFT-42', 'Friend@Example.ca', '2026-11-24');
    expect(id).toBe(giftMailId('GIFT-42', 'friend@example.ca', '2026-11-24'));
    expect(id).not.toBe(giftMailId('GIFT-42', 'friend@example.ca', '2026-11-25'));
    expect(id).not.toBe(giftMailId('GIFT-42', 'other@example.ca', '2026-11-24'));
    expect(id).not.toBe(giftMailId('GIFT-43', 'friend@example.ca', '2026-11-24'));
    expect(id).toMatch(/^gift__[0-9a-f]{40}$/);
  });
});

describe('the registration link of a gift', () => {
  it('opens the race’s registration with the code and its leg', () => {
    expect(giftRegisterUrl('http://localhost:5173', 'tbcr2025', 'price_tbcr_250', 'GIFT-42')).toBe(
      URL,
    );
    expect(giftRegisterUrl('https://x.ca', 'a b', 'price_1', 'C&D')).toBe(
      'https://x.ca/register/a%20b?gift_code=C%26D&distance=price_1',
    );
  });
});

describe('the gift e-mail', () => {
  const { message } = renderGiftMail(FACTS, 'en');

  it('names who sends it and the race in the subject', () => {
    expect(message.subject).toBe('Avery Tremblay sent you an entry to The Big Canada Run 2025');
  });

  it('carries her message, the code, its leg and the link in the text part', () => {
    for (const expected of [
      'Avery Tremblay bought you an entry to the 250 km Leg of The Big Canada Run 2025.',
      "Avery Tremblay's message:",
      '> Come run with me!',
      '> See you on the road.',
      'Your gift code: GIFT-42',
      'Valid for: 250 km Leg',
      `Register with my gift code: ${URL}`,
      SENDER.supportAddress,
      SENDER.postalAddress,
    ])
      expect(message.text).toContain(expected);
    expect(message.html).toContain(`href="${URL.replace(/&/g, '&amp;')}"`);
  });

  it('escapes the buyer’s name and message', () => {
    const hostile = renderGiftMail(
      {
        ...FACTS,
        fromName: '<img src=x onerror=alert(1)>',
        message: '<script>alert(2)</script>',
      },
      'en',
    ).message;
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<img src=x');
    expect(hostile.html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('reads without a name or a message', () => {
    const plain = renderGiftMail({ ...FACTS, fromName: '', message: '' }, 'en').message;
    expect(plain.subject).toBe('You received an entry to The Big Canada Run 2025');
    expect(plain.text).not.toContain('message:');
    expect(plain.html).not.toContain('<blockquote');
  });

  it('is in Canadian French for a buyer who chose French', () => {
    const fr = renderGiftMail(FACTS, 'fr').message;
    expect(fr.subject).toBe('Avery Tremblay vous offre une inscription à The Big Canada Run 2025');
    expect(fr.text).toContain('Votre code-cadeau : GIFT-42');
    expect(fr.html).toContain('lang="fr"');
  });
});
