import { describe, expect, it } from 'vitest';
import { SENDER } from '../mail/sender';
import { giftMailId, renderGiftMail, type GiftMailFacts } from './gift-code-mail';
import { giftRegisterUrl } from './send-gift-code';

const URL = 'http://localhost:5173/register/tbcr2025?gift_code=GIFT-42&distance=price_tbcr_250';
const REPORT = `http://127.0.0.1:5001/demo-x/us-central1/reportGiftMail?m=gift__${'a'.repeat(40)}&l=en&s=${'b'.repeat(64)}`;
const FACTS: GiftMailFacts = {
  buyerFirstName: 'Avery',
  message: 'Come run with me!\nSee you on the road.',
  code: 'GIFT-42',
  raceName: 'The Big Canada Run 2025',
  legName: '250 km Leg',
  registerUrl: URL,
  reportUrl: REPORT,
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

  it('names who sends it, by her first name, and the race in the subject', () => {
    expect(message.subject).toBe('Avery sent you an entry to The Big Canada Run 2025');
  });

  it('carries her message as her quote, the code, its leg, the link and the report link in the text part', () => {
    for (const expected of [
      'Avery bought you an entry to the 250 km Leg of The Big Canada Run 2025.',
      'Avery wrote:\n> Come run with me!\n> See you on the road.\n',
      'Avery wrote this message, not Canada Virtual Challenges, and we do not check it.',
      'Your gift code: GIFT-42',
      'Valid for: 250 km Leg',
      `Register with my gift code: ${URL}`,
      `Report this e-mail: ${REPORT}`,
      SENDER.supportAddress,
      SENDER.postalAddress,
    ])
      expect(message.text).toContain(expected);
    expect(message.html).toContain(`href="${URL.replace(/&/g, '&amp;')}"`);
    expect(message.html).toContain(`href="${REPORT.replace(/&/g, '&amp;')}"`);
    expect(message.html).toContain('>Report this e-mail</a>');
    expect(message.html).toMatch(
      /<blockquote[^>]*>Come run with me!\nSee you on the road\.<\/blockquote>/,
    );
  });

  it.each([
    ['Avery Jane', 'Avery'],
    ['Avery Tremblay-Smith-Jones-Wolfe', 'Avery'],
    ['  Jean-Luc  Picard', 'Jean-Luc'],
    ['Your account is locked, call 1-800-555-0100', 'Your'],
  ])(
    'puts no more than the first word of her first name in the subject and intro: %j',
    (first, shown) => {
      const mail = renderGiftMail({ ...FACTS, buyerFirstName: first }, 'en').message;
      expect(mail.subject).toBe(`${shown} sent you an entry to The Big Canada Run 2025`);
      expect(mail.text).toContain(`${shown} bought you an entry`);
      const rest = first.trim().split(/\s+/).slice(1);
      for (const word of rest) expect(mail.subject).not.toContain(word);
      expect(mail.text).not.toContain(rest.join(' '));
      expect(mail.html).not.toContain(rest.join(' '));
    },
  );

  it.each(['www.secure-bank.example', 'https://evil.example', 'Verify@once', 'A'.repeat(21)])(
    'names no sender when her first name is not a name: %j',
    (first) => {
      const mail = renderGiftMail({ ...FACTS, buyerFirstName: first }, 'en').message;
      expect(mail.subject).toBe('You received an entry to The Big Canada Run 2025');
      expect(mail.text).toContain('The person who sent you this gift wrote:');
      expect(mail.html).not.toContain(first.split(/\s/)[0]!);
      expect(mail.text).not.toContain(first.split(/\s/)[0]!);
    },
  );

  it('breaks the links in her message, in both parts, and escapes it', () => {
    const hostile = renderGiftMail(
      {
        ...FACTS,
        message:
          'Your account is locked: log in at https://secure.evil.example/login <script>alert(2)</script>',
      },
      'en',
    ).message;
    for (const part of [hostile.text, hostile.html]) {
      expect(part).not.toContain('https://secure');
      expect(part).not.toContain('evil.example');
      expect(part).toContain('https[:]//secure[.]evil[.]example/login');
    }
    expect(hostile.html).not.toContain('href="https://secure');
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('reads without a name or a message, and still carries the report link', () => {
    const plain = renderGiftMail({ ...FACTS, buyerFirstName: '', message: '' }, 'en').message;
    expect(plain.subject).toBe('You received an entry to The Big Canada Run 2025');
    expect(plain.text).not.toContain('wrote');
    expect(plain.html).not.toContain('<blockquote');
    expect(plain.text).toContain(`Report this e-mail: ${REPORT}`);
  });

  it('is in Canadian French for a buyer who chose French, the report link too', () => {
    const fr = renderGiftMail(FACTS, 'fr').message;
    expect(fr.subject).toBe('Avery vous offre une inscription\u00a0: The Big Canada Run 2025');
    expect(fr.text).toContain('Votre code-cadeau\u00a0: GIFT-42');
    expect(fr.text).toContain('Avery a écrit\u00a0:\n> Come run with me!');
    expect(fr.text).toContain('Avery a écrit ce message, pas Canada Virtual Challenges');
    expect(fr.text).toContain(`Signaler ce courriel\u00a0: ${REPORT}`);
    expect(fr.html).toContain('>Signaler ce courriel</a>');
    expect(fr.html).toContain('lang="fr"');
  });
});
