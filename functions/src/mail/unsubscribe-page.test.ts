import { describe, expect, it } from 'vitest';
import { unsubscribePage } from './unsubscribe-page';

const LINK = 'http://127.0.0.1:5001/p/us-central1/unsubscribe?u=u1&l=news&t=1&s=ab';

describe('the unsubscribe page', () => {
  it('opened, says which e-mails stop and offers the button that POSTs to the link', () => {
    const en = unsubscribePage('ask', 'news', 'en', null, LINK);
    expect(en).toContain('Press Unsubscribe and we will send you no more news about challenges.');
    expect(en).toContain(`<form method="post" action="${LINK.replace(/&/g, '&amp;')}">`);
    expect(en).toContain('>Unsubscribe</button>');
    const fr = unsubscribePage('ask', 'postcards', 'fr', null, LINK);
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('>Se désabonner</button>');
  });
  it('says which e-mails stopped, in her language, with her account page, and no button', () => {
    const en = unsubscribePage('done', 'news', 'en', 'http://localhost:5173/account', LINK);
    expect(en).toContain('You are unsubscribed: we will send you no more news about challenges.');
    expect(en).toContain('href="http://localhost:5173/account"');
    expect(en).not.toContain('<form');
    const fr = unsubscribePage('done', 'postcards', 'fr', null);
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('nous ne vous enverrons plus de cartes postales des jalons');
  });
  it('says an invalid or expired link changed nothing, without a button', () => {
    const invalid = unsubscribePage('invalid', null, 'en', null, LINK);
    expect(invalid).toContain('This unsubscribe link is not valid. Nothing was changed.');
    expect(invalid).not.toContain('<form');
    const expired = unsubscribePage('expired', 'news', 'fr', null, LINK);
    expect(expired).toContain('Ce lien de désabonnement a expiré. Rien n’a été modifié.');
    expect(expired).not.toContain('<form');
  });
});
