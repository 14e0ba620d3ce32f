import { describe, expect, it } from 'vitest';
import {
  NEWS_SUBJECT_MAX,
  NEWS_TEXT_MAX,
  parseSendNewsRequest,
} from '../../../contract/callables/send-news';
import { checkNewsDraft, EMPTY_NEWS_DRAFT, newsIdFor, type NewsDraft } from './news-draft';

const draft: NewsDraft = {
  enSubject: ' Spring news ',
  enText: 'A new challenge.\n\nSee you!',
  frSubject: 'Nouvelles du printemps',
  frText: 'Un nouveau défi.',
};

describe('checkNewsDraft', () => {
  it('accepts both languages, trimmed as the server trims them', () => {
    expect(checkNewsDraft(draft)).toEqual({
      ok: true,
      en: { subject: 'Spring news', text: 'A new challenge.\n\nSee you!' },
      fr: { subject: 'Nouvelles du printemps', text: 'Un nouveau défi.' },
    });
  });

  it('names every empty field', () => {
    expect(checkNewsDraft({ ...EMPTY_NEWS_DRAFT, enText: '  ' })).toEqual({
      ok: false,
      problems: { enSubject: 'empty', enText: 'empty', frSubject: 'empty', frText: 'empty' },
    });
  });

  it.each([
    ['enSubject', 'x'.repeat(NEWS_SUBJECT_MAX + 1), 'tooLong'],
    ['frSubject', 'x'.repeat(NEWS_SUBJECT_MAX + 1), 'tooLong'],
    ['enText', 'x'.repeat(NEWS_TEXT_MAX + 1), 'tooLong'],
    ['frText', 'x'.repeat(NEWS_TEXT_MAX + 1), 'tooLong'],
    ['enSubject', 'News\nBcc: x', 'lineBreak'],
    ['frSubject', 'Nouvelles\rBcc: x', 'lineBreak'],
  ] as const)('refuses %s at %j as %s', (field, value, problem) => {
    expect(checkNewsDraft({ ...draft, [field]: value })).toEqual({
      ok: false,
      problems: { [field]: problem },
    });
  });

  it('accepts exactly the longest the server accepts', () => {
    const longest = {
      ...draft,
      enSubject: 'x'.repeat(NEWS_SUBJECT_MAX),
      frText: 'x'.repeat(NEWS_TEXT_MAX),
    };
    const checked = checkNewsDraft(longest);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const request = { newsId: 'n1', en: checked.en, fr: checked.fr };
    expect(parseSendNewsRequest(request).ok).toBe(true);
  });
});

describe('newsIdFor', () => {
  it('makes an id sendNews accepts from the day and a random part', () => {
    const id = newsIdFor(new Date('2026-11-29T10:00:00Z'), '3f2a-9c1b-77de-0000');
    expect(id).toBe('news-20261129-3f2a9c1b77de');
    expect(parseSendNewsRequest({ newsId: id, en: { subject: 's', text: 't' } }).ok).toBe(true);
  });
});
