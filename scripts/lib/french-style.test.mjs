import { describe, expect, it } from 'vitest';
import { frenchTextProblems, glossaryProblems, typographyProblems } from './french-style.mjs';

const NB = '\u00a0';
const NARROW = '\u202f';

describe('the glossary check', () => {
  it.each([
    ['a leg named "étape"', 'Étape de 1 000 km', 'a leg of a race'],
    ['a leg called a distance', 'Choisissez votre distance', 'a leg of a race'],
    ['a race called "course"', 'Courses inscrites', 'a race'],
    ['a racer', '{count} coureurs', 'someone on the leaderboard'],
    ['a finisher badge', 'Insigne de finissant', 'finishing'],
    ['a gift code without its hyphen', 'Copier le code cadeau {code}', 'a gift code'],
    ['a referral called a recommendation', 'vos recommandations', 'referral'],
    ['"inscrire" for logging', 'inscrivez vos kilomètres', 'logging kilometres'],
    ['"inscription" for posting', 'Activez l’inscription des activités', 'logging kilometres'],
    ['a calque', 'Prévente 49 $', 'prices'],
    ['the masculine addressed to her', 'Vous êtes déjà connecté!', 'addressing her'],
    ['a two-letter province in French', 'Québec (QC)', 'province abbreviations'],
  ])('fails on %s', (_, text, idea) => {
    const problems = glossaryProblems(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(idea);
  });

  it.each([
    'Étape 1 sur 4',
    'Étape {step} sur {count}',
    'Choisissez votre parcours à l’étape 1',
    'Course en sentier',
    'à la course ou à la marche',
    'La Grande Course du Canada 2025',
    'Entrez une distance de plus de 0 km.',
    'Envoyer à une personne amie',
    'Inscription confirmée!',
    'Québec (Qc)',
    'Publier mes activités Strava dans ce défi',
  ])('passes "%s"', (text) => {
    expect(glossaryProblems(text)).toEqual([]);
  });
});

describe('the typography check', () => {
  it('fails on a breakable space before ":" (planted)', () => {
    expect(typographyProblems('Dossard : 142')).toEqual([
      'a breakable space before ":": …Dossard : 142…',
    ]);
  });

  it.each([
    ['no space before ":"', 'Dossard: 142'],
    ['a breakable space before "!"', 'Bravo !'],
    ['a breakable space inside « »', '« Préférences »'],
    ['guillemets glued to their words', '«Préférences»'],
    ['a breakable space before km', '126 km'],
    ['a breakable space before $ after a placeholder', '{price} $'],
    ['a glued percent', '40%'],
    ['a breakable thousands space', '1 000'],
    ['the first of a month without "er"', 'le 1 juin 2025'],
    ['a pace with colons', '5:30 /km'],
  ])('fails on %s', (_, text) => {
    expect(typographyProblems(text)).not.toEqual([]);
  });

  it.each([
    `Dossard${NB}: 142`,
    'Bravo!',
    `«${NB}Préférences${NB}»`,
    `126${NARROW}km, 5${NARROW}$, 40${NB}%, 1${NB}000`,
    'le 1er juin 2025',
    `1${NB}h${NB}05, 5${NB}min${NB}30${NB}s/km`,
    'https://example.com/a:b',
  ])('passes "%s"', (text) => {
    expect(typographyProblems(text)).toEqual([]);
  });
});

it('names where each problem is', () => {
  expect(
    frenchTextProblems([
      ['home.po: FINSHER', 'RÉUSSI'],
      ['ok', 'RÉUSSITE'],
    ]),
  ).toEqual([
    'home.po: FINSHER: "RÉUSSI" for finishing (badge, certificate, stamp): write "réussite (Certificat de réussite, insigne de réussite)" (/(?<![\\p{L}])RÉUSSI(?![\\p{L}])/u)',
  ]);
});
