import { describe, expect, it } from 'vitest';
import { unsubscribePage } from './unsubscribe-page';

describe('the unsubscribe page', () => {
  it('says which e-mails stop, in her language, with her account page', () => {
    const en = unsubscribePage('done', 'news', 'en', 'http://localhost:5173/account');
    expect(en).toContain('You are unsubscribed: we will send you no more news about challenges.');
    expect(en).toContain('href="http://localhost:5173/account"');
    const fr = unsubscribePage('done', 'postcards', 'fr', null);
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('nous ne vous enverrons plus de cartes postales des jalons');
  });
  it('says an invalid link changed nothing', () => {
    expect(unsubscribePage('invalid', null, 'en', null)).toContain(
      'This unsubscribe link is not valid. Nothing was changed.',
    );
  });
});
