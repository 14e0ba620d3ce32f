import { describe, expect, it } from 'vitest';
import { parseSendNewsRequest } from './send-news';

const en = { subject: ' Spring news ', text: ' A new challenge.\n\nSee you! ' };

describe('the sendNews request', () => {
  it('accepts a news id, English, and optionally French, trimmed', () => {
    expect(parseSendNewsRequest({ newsId: 'spring-2026', en })).toEqual({
      ok: true,
      value: {
        newsId: 'spring-2026',
        en: { subject: 'Spring news', text: 'A new challenge.\n\nSee you!' },
      },
    });
    const fr = { subject: 'Nouvelles', text: 'Un défi.' };
    expect(parseSendNewsRequest({ newsId: 'n1', en, fr })).toMatchObject({
      ok: true,
      value: { fr },
    });
  });
  it.each([
    ['no news id', { en }],
    ['a path as news id', { newsId: 'a/b', en }],
    ['a news id with spaces', { newsId: 'a b', en }],
    ['no English', { newsId: 'n1' }],
    ['an empty subject', { newsId: 'n1', en: { subject: ' ', text: 'x' } }],
    [
      'a subject with a line break (a header)',
      { newsId: 'n1', en: { subject: 'a\nBcc: x', text: 'x' } },
    ],
    ['a bad French part', { newsId: 'n1', en, fr: { subject: 'x' } }],
    ['a text too long', { newsId: 'n1', en: { subject: 's', text: 'x'.repeat(20_001) } }],
    ['not an object', 'news'],
  ])('refuses %s', (_what, raw) => {
    expect(parseSendNewsRequest(raw)).toMatchObject({
      ok: false,
      refusal: { code: 'invalid-argument' },
    });
  });
});
