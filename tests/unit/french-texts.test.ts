/**
 * Every French text a participant reads, held to the glossary and the OQLF's typography
 * (docs/i18n.md, "Glossary", "Typography"; scripts/lib/french-style.mjs, whose own test plants
 * the faults): the catalogues' messages, the seeded names and descriptions, and each French
 * e-mail and the certificate rendered with each seeded race, leg and milestone. The rendered
 * texts are also compared with whole sentences: a name stands alone after a colon, never glued
 * to an article or a preposition ("Names that read alone").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchTextProblems } from '../../scripts/lib/french-style.mjs';
import { parsePo } from '../../scripts/lib/po-catalogues.mjs';
import { buildSeed } from '../../scripts/seed/index.mjs';
import { renderFinisherMail } from '../../functions/src/activities/finisher-mail';
import { renderPostcardMail } from '../../functions/src/activities/milestone-postcard';
import { renderNewsConfirmationMail } from '../../functions/src/mail/news-confirmation-mail';
import type { RenderedMail } from '../../functions/src/mail/outbox';
import { postalAddressIn, SENDER } from '../../functions/src/mail/sender';
import { renderRegistrationEndedMail } from '../../functions/src/payments/registration-ended-mail';
import { renderConfirmationMail } from '../../functions/src/registration/confirmation-mail';
import { renderGiftMail } from '../../functions/src/registration/gift-code-mail';
import { renderMedalShippedMail } from '../../functions/src/organiser/medal-shipped-mail';
import { renderActivityRemovedMail } from '../../functions/src/organiser/activity-removed-mail';
import { receiptOf } from '../../functions/src/registration/receipt';
import { renderTrackerTroubleMail } from '../../functions/src/trackers/tracker-trouble-mail';
import { pushMessage, type PushEvent } from '../../functions/src/push/push-texts';
import { certificateText } from '../../src/features/dashboard/logic/certificate-pdf';

const ROOT = join(__dirname, '..', '..');
const NB = '\u00a0';
const NARROW = '\u202f';
const PARTS = [
  'visitor',
  'participant',
  'home',
  'dashboard',
  'activity-files',
  'leaderboard',
  'consent',
  'organiser',
  'team-feed',
];

// Seed documents are plain JSON-like trees.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

const seed = buildSeed(new Date('2026-11-22T15:00:00Z')).docs as { path: string; data: Data }[];

/** Every string under an `fr` map of the seed, with where it is. */
function seededFrench(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, path: string, inFrench: boolean) => {
    if (typeof value === 'string') {
      if (inFrench) found.push([path, value]);
    } else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value))
        walk(child, `${path}.${key}`, inFrench || key === 'fr');
  };
  for (const doc of seed) walk(doc.data, doc.path, false);
  return found;
}

interface SeededLeg {
  readonly legId: string;
  readonly race: string;
  readonly leg: string;
  readonly km: number;
  readonly milestones: readonly Data[];
}

const LEGS: readonly SeededLeg[] = seed
  .filter((doc) => /^races\/[^/]+$/.test(doc.path))
  .map((doc) => ({
    legId: doc.path.slice('races/'.length),
    race: doc.data.fr.name as string,
    leg: doc.data.fr.legName as string,
    km: doc.data.distance as number,
    milestones: (seed.find((m) => m.path === `milestones/${doc.data.milestones}`)?.data
      .milestones ?? []) as Data[],
  }));

const partsOf = (mail: RenderedMail): [string, string][] => [
  ['subject', mail.message.subject],
  ['text', mail.message.text],
];

function finisher(leg: SeededLeg) {
  return renderFinisherMail(
    {
      firstName: 'Élodie',
      raceName: leg.race,
      legName: leg.leg,
      distanceKm: leg.km,
      completedDate: new Date('2025-06-01T00:00:00Z'),
      badgeUrl: null,
      badgeLink: 'https://app.test/finishers',
      dashboardUrl: 'https://app.test/dashboard/x',
      accountUrl: 'https://app.test/account',
      medalsShipAt: new Date('2026-01-01T00:00:00Z'),
    },
    'fr',
  );
}

function postcard(leg: SeededLeg, milestone: Data) {
  return renderPostcardMail(
    {
      firstName: 'Élodie',
      raceName: leg.race,
      legName: leg.leg,
      milestone: {
        name: milestone.fr.name,
        location: milestone.fr.location,
        description: milestone.fr.description,
        imageUrl: null,
        link: milestone.link,
      },
      doneKm: milestone.distance,
      legKm: leg.km,
      dashboardUrl: 'https://app.test/dashboard/x',
      unsubscribeUrl: 'https://app.test/unsubscribe?t=1',
    },
    'fr',
  );
}

const CARD_PAYMENT = {
  amount_received: 11497,
  items: [
    {
      description: `Parcours de 1${NB}000${NARROW}km`,
      quantity: 1,
      amount_subtotal: 10000,
      amount_tax: 1497,
      amount_total: 11497,
      taxes: [
        { amount: 500, rate: { tax_type: 'gst' } },
        { amount: 997, rate: { tax_type: 'qst' } },
      ],
    },
  ],
};

function confirmation(leg: SeededLeg) {
  return renderConfirmationMail(
    {
      firstName: 'Élodie',
      raceName: leg.race,
      legName: leg.leg,
      distanceKm: leg.km,
      bibNumber: 142,
      teamName: null,
      challengeStart: new Date('2025-07-01T00:00:00Z'),
      challengeEnd: new Date('2025-12-31T00:00:00Z'),
      dashboardUrl: 'https://app.test/dashboard/x',
      bibUrl: null,
      communityUrl: null,
      shippingAddress: ['Élodie Lévesque', '12, rue Principale', 'Québec (Québec) G1A 1A1'],
      medalsShipAt: new Date('2026-01-01T00:00:00Z'),
      giftCodes: [{ code: 'GIFT-AAAA', leg: `${leg.race} – ${leg.leg}` }],
      receipt: receiptOf(CARD_PAYMENT),
    },
    'fr',
  );
}

function gift(leg: SeededLeg, from: string) {
  return renderGiftMail(
    {
      buyerFirstName: from,
      message: 'Bonne course!',
      code: 'GIFT-AAAA',
      raceName: leg.race,
      legName: leg.leg,
      registerUrl: 'https://app.test/register',
      reportUrl: 'https://app.test/report',
    },
    'fr',
  );
}

describe('French texts follow the glossary and the typography', () => {
  it.each(PARTS)('the %s catalogue', (part) => {
    const messages = parsePo(readFileSync(join(ROOT, 'src/locales/fr', `${part}.po`), 'utf8'));
    expect(messages.size).toBeGreaterThan(0);
    expect(frenchTextProblems([...messages].map(([id, text]) => [id, text]))).toEqual([]);
  });

  it('the seeded names and descriptions', () => {
    const texts = seededFrench();
    expect(texts.length).toBeGreaterThan(100);
    expect(frenchTextProblems(texts)).toEqual([]);
  });

  it.each(LEGS.map((leg) => [leg.legId, leg] as const))(
    'every e-mail and the certificate for %s and each of its milestones',
    (_, leg) => {
      const rendered: [string, string][] = [
        ...partsOf(finisher(leg)).map(([part, text]): [string, string] => [
          `finisher ${part}`,
          text,
        ]),
        ...partsOf(confirmation(leg)).map(([p, t]): [string, string] => [`confirmation ${p}`, t]),
        ...partsOf(gift(leg, 'Avery')).map(([p, t]): [string, string] => [`gift ${p}`, t]),
        ...partsOf(gift(leg, '')).map(([p, t]): [string, string] => [`gift, no name, ${p}`, t]),
        ...leg.milestones.flatMap((m) =>
          partsOf(postcard(leg, m)).map(([p, t]): [string, string] => [
            `postcard ${m.fr.name} ${p}`,
            t,
          ]),
        ),
        ...certificateText({
          participantName: 'Élodie Lévesque',
          raceName: leg.race,
          legName: leg.leg,
          distanceKm: leg.km,
          completedDate: new Date(2025, 5, 1),
          bibNumber: 142,
          language: 'fr',
        }).lines.map((line): [string, string] => ['certificate', line]),
      ];
      expect(frenchTextProblems(rendered)).toEqual([]);
    },
  );

  it('the e-mails that name no race', () => {
    const mails = [
      renderNewsConfirmationMail('fr', 'https://app.test/confirm'),
      renderRegistrationEndedMail(
        {
          ending: 'refunded',
          firstName: 'Élodie',
          legLabel: `La Grande Course du Canada 2025 – Parcours de 1${NB}000${NARROW}km`,
          voidedGiftCodes: ['GIFT-AAAA'],
        },
        'fr',
      ),
      renderActivityRemovedMail(
        {
          firstName: 'Élodie',
          legLabel: `La Grande Course du Canada 2025 – Parcours de 1${NB}000${NARROW}km`,
          day: '2026-11-20',
          distanceKm: 10,
          reason: 'Dix kilomètres en dix minutes, ce n’est pas de la course à pied.',
        },
        'fr',
      ),
      renderMedalShippedMail(
        {
          firstName: 'Élodie',
          legLabel: `La Grande Course du Canada 2025 – Parcours de 1${NB}000${NARROW}km`,
          carrier: 'canada-post',
          trackingNumber: '7023210039414604',
          trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en',
        },
        'fr',
      ),
      ...(['revoked', 'failed', 'reconnect'] as const).map((trouble) =>
        renderTrackerTroubleMail(
          { trouble, provider: 'strava', firstName: 'Élodie', accountUrl: 'https://app.test/a' },
          'fr',
        ),
      ),
    ];
    expect(frenchTextProblems(mails.flatMap(partsOf))).toEqual([]);
  });

  it('the push notifications (docs/push.md)', () => {
    const events: PushEvent[] = [
      { kind: 'milestone', legId: 'price_x', place: 'Moncton', km: 1234.5 },
      { kind: 'finish', legId: 'price_x', legName: `Parcours de 1${NB}000${NARROW}km` },
      { kind: 'cheer', legId: 'price_x', cheererName: 'Élodie L.' },
      { kind: 'note', legId: 'price_x', text: 'On se retrouve samedi au parc.' },
      { kind: 'tracker', provider: 'Strava' },
    ];
    const texts = events.flatMap((event): [string, string][] => {
      const { title, body } = pushMessage(event, 'fr', 'tag');
      return [
        [`push ${event.kind} title`, title],
        [`push ${event.kind} body`, body],
      ];
    });
    expect(frenchTextProblems(texts)).toEqual([]);
  });
});

describe('French e-mails, certificate and postcards read as whole sentences', () => {
  const BIG_RUN = LEGS.find((leg) => leg.legId === 'price_tbcr25_1000km');
  const MEDAL_C = LEGS.find((leg) => leg.legId === 'price_ccc_c_156km');
  const YUKON = LEGS.find((leg) => leg.legId === 'price_60north25_100km');

  it('has the seeded legs the cases below name', () => {
    expect([BIG_RUN, MEDAL_C, YUKON].every(Boolean)).toBe(true);
    expect(BIG_RUN?.leg).toBe(`Parcours de 1${NB}000${NARROW}km`);
  });

  it('the finisher e-mail names the race and leg after a colon', () => {
    const { message } = finisher(BIG_RUN as SeededLeg);
    expect(message.subject).toBe(
      `Félicitations, parcours terminé${NB}: La Grande Course du Canada 2025 – Parcours de 1${NB}000${NARROW}km`,
    );
    expect(message.text).toContain(
      `Vous avez terminé votre parcours${NB}: La Grande Course du Canada 2025 – Parcours de 1${NB}000${NARROW}km.`,
    );
    expect(message.text).toContain(`Terminé le 1er juin 2025${NB}: 1${NB}000${NARROW}km.`);
    expect(message.text).toContain(
      `Les médailles de ce défi seront expédiées à partir du 1er janvier 2026.`,
    );
    expect(message.text).not.toMatch(/parcours Parcours|de La Grande/);
  });

  it('the gift e-mail does not glue "à" to the race', () => {
    const named = gift(MEDAL_C as SeededLeg, 'Avery').message;
    expect(named.subject).toBe(
      `Avery vous offre une inscription${NB}: Célébrons le Canada${NB}: la médaille C`,
    );
    expect(named.text).toContain(
      `Avery vous offre une inscription${NB}: Célébrons le Canada${NB}: la médaille C – Parcours de 156${NARROW}km.`,
    );
    const anonymous = gift(BIG_RUN as SeededLeg, '').message;
    expect(anonymous.subject).toBe(`Inscription offerte${NB}: La Grande Course du Canada 2025`);
    expect(anonymous.text).not.toMatch(/inscription à La/);
  });

  it('the certificate names the race after "Défi :", with "1er"', () => {
    const { title, lines } = certificateText({
      participantName: 'Élodie Lévesque',
      raceName: (BIG_RUN as SeededLeg).race,
      legName: (BIG_RUN as SeededLeg).leg,
      distanceKm: 1000,
      completedDate: new Date(2025, 5, 1),
      bibNumber: 142,
      language: 'fr',
    });
    expect(title).toBe(`La Grande Course du Canada 2025${NB}: certificat de réussite`);
    expect(lines).toEqual([
      'Certificat de réussite',
      'Félicitations à',
      'Élodie Lévesque',
      `Défi${NB}: La Grande Course du Canada 2025`,
      `Parcours de 1${NB}000${NARROW}km${NB}: 1${NB}000,00${NARROW}km`,
      `Date de réussite${NB}: 1er juin 2025`,
      'Dossard 142',
    ]);
  });

  it('the postcards name the place alone: "Lac Laberge", never "à lac Laberge"', () => {
    const laberge = YUKON?.milestones.find((m) => m.name === 'Lake Laberge');
    expect(laberge?.fr.name).toBe('Lac Laberge');
    const { message } = postcard(YUKON as SeededLeg, laberge as Data);
    expect(message.subject).toBe(`Carte postale${NB}: Lac Laberge. Vous y êtes!`);
    expect(message.text).toContain(
      `Vos kilomètres viennent de vous faire atteindre un nouveau jalon${NB}: Lac Laberge (Parcours de 100${NARROW}km).`,
    );
    expect(message.text).toContain(`Jalon atteint${NB}: Lac Laberge.`);
    expect(message.text).toContain(`Où vous êtes${NB}: Lac Laberge (Yn)`);
    expect(message.text).not.toMatch(/à lac|de lac|bienvenue à/i);
  });

  it('the confirmation e-mail: the leg on its own row, GST/HST and QST with their numbers, the French address', () => {
    const { message } = confirmation(BIG_RUN as SeededLeg);
    for (const line of [
      `Défi${NB}: La Grande Course du Canada 2025`,
      `Parcours${NB}: Parcours de 1${NB}000${NARROW}km`,
      `Distance${NB}: 1${NB}000${NARROW}km`,
      `Dates du défi${NB}: du 1er juillet 2025 au 31 décembre 2025`,
      `GIFT-AAAA (parcours${NB}: La Grande Course du Canada 2025 – Parcours de 1${NB}000${NARROW}km)`,
      `TPS/TVH (numéro d’inscription ${SENDER.taxNumbers.gstHst})${NB}: 5,00${NB}$`,
      `TVQ (numéro d’inscription ${SENDER.taxNumbers.qst})${NB}: 9,97${NB}$`,
      postalAddressIn('fr'),
    ])
      expect(message.text).toContain(line);
    expect(postalAddressIn('fr')).toContain(
      '350, rue Sparks, bureau 800, Ottawa (Ontario) K1R 7S8',
    );
    expect(message.text).not.toContain(postalAddressIn('en'));
  });
});
