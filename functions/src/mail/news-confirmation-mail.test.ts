import { describe, expect, it } from 'vitest';
import { confirmNewsPage } from './confirm-news-page';
import { renderNewsConfirmationMail } from './news-confirmation-mail';
import { SENDER } from './sender';

const URL_ = 'http://127.0.0.1:5001/demo-x/us-central1/confirmNews?u=u1&v=1&t=2&s=ab';

describe('the news confirmation e-mail', () => {
  it('asks the address’s owner, with the link in both parts and no unsubscribe', () => {
    const mail = renderNewsConfirmationMail('en', URL_);
    expect(mail.message.subject).toBe('Confirm that you want news about challenges');
    expect(mail.message.text).toContain(`Yes, send me news:\n${URL_}`);
    expect(mail.message.text).toContain(SENDER.postalAddress);
    expect(mail.message.html).toContain(`href="${URL_.replace(/&/g, '&amp;')}"`);
    expect(mail.message.html).toContain('without your confirmation we send you no news');
    expect(mail.headers).toBeUndefined();
  });
  it('is in French for her', () => {
    const mail = renderNewsConfirmationMail('fr', URL_);
    expect(mail.message.subject).toBe('Confirmez que vous voulez des nouvelles sur les défis');
    expect(mail.message.html).toContain('<html lang="fr">');
  });
});

describe('the confirmation page', () => {
  it('opened, offers the button that POSTs to the link; done, confirmed and no button', () => {
    const ask = confirmNewsPage('ask', 'en', null, '?u=u1&v=1&t=2&s=ab');
    expect(ask).toContain('<form method="post" action="?u=u1&amp;v=1&amp;t=2&amp;s=ab">');
    expect(ask).toContain('>Yes, send me news</button>');
    const done = confirmNewsPage('done', 'fr', 'http://localhost:5173/account');
    expect(done).toContain('Merci\u00a0: votre choix est confirmé.');
    expect(done).not.toContain('<form');
  });
  it.each([
    ['invalid', 'This confirmation link is not valid. Nothing was changed.'],
    ['expired', 'This confirmation link has expired. Nothing was changed.'],
    ['superseded', 'your choice changed after it was sent. Nothing was changed.'],
  ] as const)('%s: says nothing changed, no button', (outcome, text) => {
    const page = confirmNewsPage(outcome, 'en', null, '?u=1');
    expect(page).toContain(text);
    expect(page).not.toContain('<form');
  });
});
