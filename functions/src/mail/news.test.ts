import { describe, expect, it } from 'vitest';
import { SENDER } from './sender';
import { newsMailId, renderNewsMail } from './news';

const URL_ = 'http://127.0.0.1:5001/demo-x/us-central1/unsubscribe?u=u1&l=news&s=ab';
const NEWS = {
  newsId: 'spring-2026',
  en: {
    subject: 'A new challenge: the Cabot Trail',
    text: 'Hello!\n\nRegistration opens <b>soon</b>.',
  },
  fr: { subject: 'Un nouveau défi : la piste Cabot', text: 'Bonjour!\n\nInscriptions bientôt.' },
};

describe('the news e-mail', () => {
  it('has one id per news and participant', () => {
    expect(newsMailId('spring-2026', 'u1')).toBe('news__spring-2026__u1');
  });
  it('renders the text, escaped, with the sender and her unsubscribe link and headers', () => {
    const mail = renderNewsMail(NEWS, 'en', URL_);
    expect(mail.message.subject).toBe('A new challenge: the Cabot Trail');
    expect(mail.message.text).toContain('Registration opens <b>soon</b>.');
    expect(mail.message.text).toContain(SENDER.postalAddress);
    expect(mail.message.text).toContain(
      `Unsubscribe from news about challenges (one click)\n${URL_}`,
    );
    expect(mail.message.html).toContain('Registration opens &lt;b&gt;soon&lt;/b&gt;.');
    expect(mail.message.html).not.toContain('<b>soon');
    expect(mail.message.html).toContain(`href="${URL_.replace(/&/g, '&amp;')}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${URL_}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
  it('is in French for her when the news has French, else in English', () => {
    const fr = renderNewsMail(NEWS, 'fr', URL_).message;
    expect(fr.subject).toBe('Un nouveau défi : la piste Cabot');
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.text).toContain('Se désabonner des nouvelles sur les défis (en un clic)');
    const { fr: _none, ...englishOnly } = NEWS;
    expect(renderNewsMail(englishOnly, 'fr', URL_).message.html).toContain('<html lang="en">');
  });
});
