import { describe, expect, it } from 'vitest';
import { NEWS_REACH, NEWS_TEST, parseNewsTestRequest } from './organiser-news';

const en = { subject: ' Spring news ', text: 'A new challenge.' };
const fr = { subject: 'Nouvelles', text: 'Un nouveau défi.' };

describe('the organiser-newsTest request', () => {
  it('takes both languages, trimmed, and the language of the test', () => {
    expect(parseNewsTestRequest({ en, fr, language: 'fr' })).toEqual({
      ok: true,
      value: { en: { subject: 'Spring news', text: 'A new challenge.' }, fr, language: 'fr' },
    });
  });
  it.each([
    ['no French', { en, language: 'en' }],
    ['no English', { fr, language: 'en' }],
    ['an empty French text', { en, fr: { subject: 'x', text: ' ' }, language: 'en' }],
    [
      'a subject with a line break',
      { en: { subject: 'a\nBcc: x', text: 'x' }, fr, language: 'en' },
    ],
    ['another language', { en, fr, language: 'de' }],
    ['no language', { en, fr }],
    ['nothing', null],
  ])('refuses %s', (_what, raw) => {
    expect(parseNewsTestRequest(raw)).toMatchObject({
      ok: false,
      refusal: { code: 'invalid-argument', details: { refusal: 'badRequest' } },
    });
  });
  it('names the callables', () => {
    expect(NEWS_REACH.name).toBe('organiser-newsReach');
    expect(NEWS_TEST.name).toBe('organiser-newsTest');
    expect(NEWS_REACH.parse({ anything: 1 })).toEqual({ ok: true, value: {} });
  });
});
