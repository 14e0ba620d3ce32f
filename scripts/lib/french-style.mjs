/**
 * The French editorial checks (docs/i18n.md, "Glossary" and "Typography"): one word per idea,
 * and the OQLF's spaces. Pure, so its own test plants a rejected synonym and a breakable space
 * before a colon; tests/unit/french-texts.test.ts runs both over every catalogue message, every
 * rendered French e-mail, the certificate and the seeded names.
 */

/**
 * Each idea's one word, and the wordings it replaces. A pattern matches only the rejected use:
 * "étape" stays the form's steps ("Étape 1 sur 4", "Étape suivante"), "course" stays the sport
 * (running, "Course en sentier") and the proper names that contain it.
 */
export const GLOSSARY = [
  {
    idea: 'a leg of a race',
    word: 'parcours',
    rejected: [
      /(?<![\p{L}])étapes?(?![\p{L}])(?!\s*(?:\{step\}|\d|suivante|précédente))/iu,
      /(?:choisir|choisissez|choisi|cette|une|votre) distance(?! (?:de|en|avec|et))|distance (?:choisie|inconnue)/iu,
    ],
  },
  {
    idea: 'a race (what one registers for)',
    word: 'défi',
    rejected: [
      /(?<![\p{L}])(?:aucune|chaque|cette|votre|vos|une|des|les|quelle) courses?(?![\p{L}])(?! (?:en|à|virtuelle|à pied))/iu,
      /(?<![\p{L}])courses inscrites(?![\p{L}])/iu,
    ],
  },
  {
    idea: 'someone on the leaderboard',
    word: 'participant·e',
    rejected: [/(?<![\p{L}])coureu(?:r|rs|se|ses)(?![\p{L}])/iu],
  },
  {
    idea: 'finishing (badge, certificate, stamp)',
    word: 'réussite (Certificat de réussite, insigne de réussite)',
    rejected: [
      /finissant/iu,
      /fin de parcours/iu,
      /(?<![\p{L}])badge(?![\p{L}])/iu,
      /(?<![\p{L}])RÉUSSI(?![\p{L}])/u,
    ],
  },
  {
    idea: 'a gift code',
    word: 'code-cadeau (codes-cadeaux)',
    rejected: [/(?<![\p{L}])codes? cadeaux?(?![\p{L}])/iu, /(?<![\p{L}])coupons?(?![\p{L}])/iu],
  },
  {
    idea: 'a registration given as a gift',
    word: 'inscription-cadeau',
    rejected: [/inscriptions? en cadeau/iu],
  },
  {
    idea: 'referral',
    word: 'parrainage',
    rejected: [/recommandations?(?![\p{L}])/iu],
  },
  {
    idea: 'a friend one gives or sends something to',
    word: 'personne amie',
    rejected: [/(?<![\p{L}])(?:un|votre|vos|les|chaque|des|à) amis?(?![\p{L}])/iu],
  },
  {
    idea: 'socks',
    word: 'bas',
    rejected: [/chaussettes?/iu],
  },
  {
    idea: 'logging kilometres, posting from a tracker',
    word: 'consigner / enregistrer (kilomètres), publier (appareil)',
    rejected: [
      /inscri\w*\s+(?:(?:vos|chaque|les|des|mes|ses|tous|toutes)\s+)*(?:nouvelles\s+)?(?:activités?|kilomètres?|km)(?![\p{L}])/iu,
      /activités?\s+(?:ne\s+)?(?:seront|sera|sont|est)\s+(?:plus\s+)?inscrites?/iu,
    ],
  },
  {
    idea: 'prices before and after the early deadline',
    word: 'tarif hâtif / prix courant',
    rejected: [/prévente/iu, /prix régulier/iu],
  },
  {
    idea: 'calques of English',
    word: '(reworded)',
    rejected: [
      /(?<![\p{L}])mérite[zr]? (?:votre|sa|la) médaille/iu,
      /avons confiance que/iu,
      /gravelle/iu,
      /tous les quelques/iu,
      /un court mois/iu,
      /(?<![\p{L}])PLUS QUE \{/u,
      /(?<![\p{L}])Big Canada(?![\p{L}])/u,
    ],
  },
  {
    idea: 'addressing her in the masculine where an epicene wording exists',
    word: '(epicene wording)',
    rejected: [
      /(?<![\p{L}])vous êtes (?:déjà |maintenant |encore |bien )?(?:inscrit|connecté)s?(?![\p{L}])/iu,
      /(?<![\p{L}])déjà inscrit(?![\p{L}])/iu,
    ],
  },
  {
    idea: 'province abbreviations (the Translation Bureau’s, one system)',
    word: 'T.-N.-L., N.-É., Qc, Ont., Man., Sask., Alb., C.-B., Yn',
    rejected: [/\((?:NL|NS|NB|PE|QC|ON|MB|SK|AB|BC|YT|NT|NU)\)/u],
  },
];

/** "word" rejected for "idea": each rejected use in `text`. */
export function glossaryProblems(text) {
  const problems = [];
  for (const entry of GLOSSARY)
    for (const pattern of entry.rejected) {
      const found = pattern.exec(text);
      if (found)
        problems.push(`"${found[0]}" for ${entry.idea}: write "${entry.word}" (${pattern})`);
    }
  return problems;
}

const MONTHS =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|janv\\.|févr\\.|avr\\.|juill\\.|sept\\.|oct\\.|nov\\.|déc\\.';

/**
 * OQLF typography a text must follow: a no-break space (U+00A0, or the narrow U+202F) before
 * ":" and inside « », none breakable before ; ! ? (Québec sets none, or a narrow no-break one),
 * a no-break one between a number and its unit or currency and inside a number ("1 000"),
 * "1er" for the first of a month, hours and paces in words ("7 h 05", "5 min 30 s/km").
 */
const TYPOGRAPHY = [
  { rule: 'a breakable space before ":"', pattern: / :(?=\s|$)/u },
  { rule: 'no space before ":"', pattern: /[\p{L}\p{N})}»’]:(?=\s|$)/u },
  { rule: 'a breakable space before ; ! or ?', pattern: / [;!?]/u },
  { rule: 'a breakable space after «', pattern: /« /u },
  { rule: 'a breakable space before »', pattern: / »/u },
  { rule: '« without a no-break space after it', pattern: /«[^\u00a0\u202f ]/u },
  { rule: '» without a no-break space before it', pattern: /[^\u00a0\u202f ]»/u },
  {
    rule: 'a breakable space between a number and its unit',
    pattern: /[\d}] (?:km|\$|%|h|min|s|kg|m)(?![\p{L}])/u,
  },
  { rule: 'a unit glued to its number', pattern: /\d(?:km|%|\$)(?![\p{L}])/u },
  { rule: 'a breakable space inside a number', pattern: /\d \d{3}(?!\d)/u },
  {
    rule: '"1" for the first of a month (write "1er")',
    pattern: new RegExp(`\\b1 (?:${MONTHS})`, 'u'),
  },
  {
    rule: 'a duration or pace with colons (write "7 h 05", "5 min 30 s/km")',
    pattern: /\b\d{1,2}:\d\d(?::\d\d)?\b/u,
  },
];

/** Each typography rule `text` breaks, with the place. */
export function typographyProblems(text) {
  const problems = [];
  for (const { rule, pattern } of TYPOGRAPHY) {
    const found = pattern.exec(text);
    if (found) {
      const around = text.slice(Math.max(0, found.index - 20), found.index + found[0].length + 20);
      problems.push(`${rule}: …${around.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '·')}…`);
    }
  }
  return problems;
}

/** Both checks over named texts: "where: problem" for each problem. */
export function frenchTextProblems(texts) {
  const problems = [];
  for (const [where, text] of texts)
    for (const problem of [...glossaryProblems(text), ...typographyProblems(text)])
      problems.push(`${where}: ${problem}`);
  return problems;
}
