import { describe, expect, it } from 'vitest';
import { frenchCopy, localized, parseFrench } from './l10n';

const milestone = {
  name: 'Quebec City',
  description: 'Welcome to Quebec City!',
  fr: { name: 'Québec', description: '' },
};

describe('localized: the French variant, else the English text', () => {
  it.each([
    ['English asks for the English field', 'name', 'en', 'Quebec City'],
    ['French with a variant', 'name', 'fr', 'Québec'],
    ['French with a blank variant', 'description', 'fr', 'Welcome to Quebec City!'],
  ] as const)('%s', (_label, field, language, expected) =>
    expect(localized(milestone, field, language)).toBe(expected),
  );
  it('falls back to English when the document has no French at all', () => {
    expect(localized({ name: 'Maple Leaf Socks' }, 'name', 'fr')).toBe('Maple Leaf Socks');
  });
  it('falls back to English when only other fields are translated', () => {
    const leg = { name: 'Run', legName: '100 km Leg', fr: { name: 'Course' } };
    expect(localized(leg, 'name', 'fr')).toBe('Course');
    expect(localized(leg, 'legName', 'fr')).toBe('100 km Leg');
  });
  it('treats a variant of spaces as absent', () => {
    const leg = { name: 'Run', fr: { name: '  ' } };
    expect(localized(leg, 'name', 'fr')).toBe('Run');
  });
});

describe('parseFrench: the stored `fr` map', () => {
  it('reads the variants under their stored names, text only', () => {
    expect(
      parseFrench({ fr: { name: 'Banques alimentaires', image_alt: 'Logo', order: 3, x: null } }),
    ).toEqual({ name: 'Banques alimentaires', image_alt: 'Logo' });
  });
  it.each([
    ['no fr map', {}],
    ['an fr map that is no map', { fr: 'Banques' }],
    ['an fr list', { fr: ['x'] }],
    ['a document that is no map', null],
    ['variants of the wrong type', { fr: { name: 3, image_alt: false } }],
  ])('%s: no variants', (_label, stored) => expect(parseFrench(stored)).toBeUndefined());
});

describe('frenchCopy: what a copy of a model stores', () => {
  it('the variants there are', () =>
    expect(frenchCopy({ name: 'A' })).toEqual({ fr: { name: 'A' } }));
  it('nothing when there are none', () => {
    expect(frenchCopy({})).toEqual({});
    expect(frenchCopy(undefined)).toEqual({});
  });
});
