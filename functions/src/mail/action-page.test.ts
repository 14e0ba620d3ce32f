import { describe, expect, it } from 'vitest';
import { actionPage } from './action-page';

const base = { language: 'en', title: 'T', message: 'M <b>', questions: 'Q?' } as const;

describe('the page of a signed link', () => {
  it('offers one button that POSTs back to the link, escaped', () => {
    const html = actionPage({
      ...base,
      button: { action: 'https://x.test/f?a=1&b=2', label: 'Go' },
    });
    expect(html).toContain('<form method="post" action="https://x.test/f?a=1&amp;b=2">');
    expect(html).toContain('<button type="submit"');
    expect(html).toContain('>Go</button>');
    expect(html).toContain('M &lt;b&gt;');
    expect(html).not.toContain('<script');
  });
  it('has no form once done, and the account link when given', () => {
    const html = actionPage({ ...base, account: { url: 'https://x.test/account', label: 'Acc' } });
    expect(html).not.toContain('<form');
    expect(html).toContain('href="https://x.test/account"');
  });
});
