// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareCatalogues, parsePo, placeholdersOf } from './po-catalogues.mjs';

const LOCALES = new URL('../../src/locales/', import.meta.url);
const read = (locale, file) => parsePo(readFileSync(new URL(`${locale}/${file}`, LOCALES), 'utf8'));
const PARTS = readdirSync(new URL('en/', LOCALES)).filter((file) => file.endsWith('.po'));

describe('the catalogues', () => {
  it('come in their parts, each in English and French', () => {
    expect(PARTS.sort()).toEqual([
      'activity-files.po',
      'consent.po',
      'dashboard.po',
      'home.po',
      'leaderboard.po',
      'organiser.po',
      'participant.po',
      'team-feed.po',
      'visitor.po',
    ]);
    expect(
      readdirSync(new URL('fr/', LOCALES))
        .filter((f) => f.endsWith('.po'))
        .sort(),
    ).toEqual(PARTS);
  });

  it.each(PARTS)('%s: French has every English message, translated, placeholders kept', (part) => {
    const english = read('en', part);
    expect(english.size).toBeGreaterThan(0);
    expect(compareCatalogues(english, read('fr', part))).toEqual([]);
  });
});

const po = (entries) =>
  parsePo(
    ['msgid ""\nmsgstr ""\n"Language: fr\\n"']
      .concat(
        entries.map(
          ([id, str]) => `#: src/x.tsx\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(str)}`,
        ),
      )
      .join('\n\n'),
  );

describe('the catalogue check', () => {
  const english = po([
    ['Log In', ''],
    ['{count, plural, one {# runner} other {# runners}}', ''],
    ['New here? <0>Create your Account</0>', ''],
  ]);

  it('passes a complete translation', () => {
    const french = po([
      ['Log In', 'Se connecter'],
      [
        '{count, plural, one {# runner} other {# runners}}',
        '{count, plural, one {# coureur} other {# coureurs}}',
      ],
      ['New here? <0>Create your Account</0>', 'Nouveau ici? <0>Créez votre compte</0>'],
    ]);
    expect(compareCatalogues(english, french)).toEqual([]);
  });

  it.each([
    [
      'a missing key',
      [
        ['Log In', 'Se connecter'],
        ['New here? <0>Create your Account</0>', 'Nouveau ici? <0>Créez votre compte</0>'],
      ],
      'missing: "{count, plural, one {# runner} other {# runners}}"',
    ],
    [
      'an empty translation',
      [
        ['Log In', ''],
        [
          '{count, plural, one {# runner} other {# runners}}',
          '{count, plural, other {# coureurs}}',
        ],
        ['New here? <0>Create your Account</0>', 'Nouveau ici? <0>Créez votre compte</0>'],
      ],
      'untranslated: "Log In"',
    ],
    [
      'a renamed placeholder',
      [
        ['Log In', 'Se connecter'],
        [
          '{count, plural, one {# runner} other {# runners}}',
          '{n, plural, one {# coureur} other {# coureurs}}',
        ],
        ['New here? <0>Create your Account</0>', 'Nouveau ici? <0>Créez votre compte</0>'],
      ],
      'placeholders of "{count, plural, one {# runner} other {# runners}}": [{count}] translated as [{n}]',
    ],
    [
      'a lost tag',
      [
        ['Log In', 'Se connecter'],
        [
          '{count, plural, one {# runner} other {# runners}}',
          '{count, plural, other {# coureurs}}',
        ],
        ['New here? <0>Create your Account</0>', 'Nouveau ici? Créez votre compte'],
      ],
      'placeholders of "New here? <0>Create your Account</0>": [</0> <0>] translated as []',
    ],
    [
      'a key the source does not have',
      [
        ['Log In', 'Se connecter'],
        [
          '{count, plural, one {# runner} other {# runners}}',
          '{count, plural, other {# coureurs}}',
        ],
        ['New here? <0>Create your Account</0>', 'Nouveau ici? <0>Créez votre compte</0>'],
        ['Log Out', 'Se déconnecter'],
      ],
      'not in the source: "Log Out"',
    ],
  ])('fails on %s', (_, entries, problem) => {
    expect(compareCatalogues(english, po(entries))).toEqual([problem]);
  });

  it('reads placeholders and tags, not the plural branches', () => {
    expect(placeholdersOf('{name} ran {km} km <0>today</0>')).toEqual([
      '{km}',
      '{name}',
      '</0>',
      '<0>',
    ]);
    expect(placeholdersOf('{count, plural, one {# runner} other {# runners}}')).toEqual([
      '{count}',
    ]);
  });
});
