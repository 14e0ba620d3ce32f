import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  composeMail,
  escapeHtml,
  heading,
  layout,
  paragraph,
  paragraphOf,
  safeLink,
} from './html';
import { postalAddressIn, SENDER } from './sender';

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
      footer: { why: 'Why <you>' },
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>&lt;Title&gt;</title>');
    expect(html).toContain('<p>Body</p>');
    expect(html).toContain('Why &lt;you&gt;');
    expect(html).toContain(`mailto:${SENDER.supportAddress}`);
    expect(html).toContain('350 Sparks Street');
  });

  it('write paragraphs and titles with text escaped and markup kept', () => {
    expect(paragraph('a < b')).toBe('<p style="margin:0 0 12px">a &lt; b</p>');
    expect(paragraph('x', 'margin:0')).toBe('<p style="margin:0">x</p>');
    expect(paragraphOf('<b>x</b>', 'margin:0 0 8px')).toBe(
      '<p style="margin:0 0 8px"><b>x</b></p>',
    );
    expect(heading('Q&A')).toBe('<h2 style="font-size:18px;margin:24px 0 8px">Q&amp;A</h2>');
  });

  it('compose a mail: the blocks in the layout, the lines and the footer in the text part', () => {
    const footer = { why: 'Why you get it.' };
    const unsubscribe = { url: 'https://example.test/u?s=1', label: 'Unsubscribe' };
    const mail = composeMail({
      language: 'fr',
      subject: 'Objet',
      preheader: 'Avant',
      body: [paragraph('Un'), '', paragraph('Deux')],
      text: ['Un', '', 'Deux'],
      footer,
      unsubscribe,
      headers: { 'List-Unsubscribe': `<${unsubscribe.url}>` },
    });
    expect(mail.message.subject).toBe('Objet');
    expect(mail.message.html).toContain(
      '<p style="margin:0 0 12px">Un</p>\n<p style="margin:0 0 12px">Deux</p>',
    );
    expect(mail.message.html).toContain('<html lang="fr">');
    expect(mail.message.html).toContain('https://example.test/u?s=1');
    expect(mail.message.text).toBe(
      `Un\n\nDeux\n\n--\nWhy you get it.\nDes questions? Écrivez-nous à ${SENDER.supportAddress}\n${postalAddressIn('fr')}\n\nUnsubscribe\nhttps://example.test/u?s=1\n`,
    );
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://example.test/u?s=1>' });
    expect(
      'headers' in
        composeMail({ ...mail.message, language: 'en', preheader: '', body: [], text: [], footer }),
    ).toBe(false);
  });
});
