import { describe, expect, it } from 'vitest';
import { renderRegistrationEndedMail } from './registration-ended-mail';

describe('the registration ended e-mail', () => {
  const facts = {
    ending: 'refunded' as const,
    firstName: 'Zoé <b>',
    legLabel: 'Big Run – 100 km Leg',
    voidedGiftCodes: ['GIFT-AAAA-BBBB-CCCC'],
  };
  it.each([
    [
      'en',
      'Your registration has ended: Big Run – 100 km Leg',
      'refunded in full',
      'no longer valid',
    ],
    [
      'fr',
      'Votre inscription a pris fin\u00a0: Big Run – 100 km Leg',
      'remboursé en entier',
      'ne sont plus valides',
    ],
  ] as const)('in %s', (language, subject, why, codes) => {
    const mail = renderRegistrationEndedMail(facts, language);
    expect(mail.message.subject).toBe(subject);
    for (const part of [mail.message.text, mail.message.html]) {
      expect(part).toContain(why);
      expect(part).toContain(codes);
      expect(part).toContain('GIFT-AAAA-BBBB-CCCC');
    }
    expect(mail.message.html).toContain('Zoé &lt;b&gt;');
    expect(mail.message.html).toContain(`lang="${language}"`);
  });

  it('a lost dispute says the bank reversed it; no codes, no code paragraph', () => {
    const mail = renderRegistrationEndedMail(
      { ...facts, ending: 'dispute-lost', voidedGiftCodes: [] },
      'en',
    );
    expect(mail.message.text).toContain('Your bank reversed your payment');
    expect(mail.message.text).not.toContain('gift codes');
  });
});
