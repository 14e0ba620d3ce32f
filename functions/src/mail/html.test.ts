import { describe, expect, it } from 'vitest';
import { absoluteLink, escapeHtml, layout, safeLink } from './html';
import { SENDER } from './sender';

describe('the e-mail HTML helpers', () => {
  it('escape text for content and quoted attributes', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
  });

  it('keep only http(s) links', () => {
    expect(safeLink('https://example.test/a?b=1')).toBe('https://example.test/a?b=1');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,x')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink(3)).toBeNull();
  });

  it('make app paths absolute against the origin, keep full URLs, refuse the rest', () => {
    const origin = 'http://localhost:5173';
    expect(absoluteLink('/images/flag.svg', origin)).toBe('http://localhost:5173/images/flag.svg');
    expect(absoluteLink('https://cdn.example.test/a.png', origin)).toBe(
      'https://cdn.example.test/a.png',
    );
    expect(absoluteLink('javascript:alert(1)', origin)).toBeNull();
    expect(absoluteLink('', origin)).toBeNull();
    expect(absoluteLink(undefined, origin)).toBeNull();
  });

  it('lay every mail out with its language, the sender, the postal contact and the support address', () => {
    const html = layout({
      language: 'en',
      title: '<Title>',
      preheader: 'Pre',
      bodyHtml: '<p>Body</p>',
      footer: { why: 'Why <you>', questions: 'Questions?' },
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>&lt;Title&gt;</title>');
    expect(html).toContain('<p>Body</p>');
    expect(html).toContain('Why &lt;you&gt;');
    expect(html).toContain(`mailto:${SENDER.supportAddress}`);
    expect(html).toContain('350 Sparks Street');
  });
});
