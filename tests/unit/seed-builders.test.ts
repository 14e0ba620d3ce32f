// @vitest-environment jsdom
/**
 * Pure checks on the seed builders (scripts/seed/*.mjs) for fixed dates, the generated KML
 * files and the images they reference. No emulator needed. (jsdom only for DOMParser.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../scripts/seed/index.mjs';
import { buildKml } from '../../scripts/seed/kml.mjs';
import { ROUTES } from '../../scripts/seed/routes-data.mjs';
import { correctionsOpen } from '../../src/contract/address-correction';
import { parseRaceLeg } from '../../src/contract/docs/race-leg';
import { parseUserDoc } from '../../src/contract/docs/user';
import { legSport } from '../../src/contract/race-sport';
import { addressErrors } from '../../src/contract/shipping-address';

const ROOT = join(__dirname, '..', '..');
const NOW = new Date('2026-11-22T15:00:00Z');
const TODAY = '2026-11-22';
const MAIN_LEG = 'price_tbcr25_1000km';
const DAY_MS = 86_400_000;

// Seed documents are plain JSON-like trees; the checks below walk them freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

function seedFor(now: Date) {
  const seed = buildSeed(now);
  const docs = new Map<string, Data>(seed.docs.map((d) => [d.path, d.data]));
  const get = (path: string): Data => {
    const data = docs.get(path);
    if (!data) throw new Error(`missing ${path}`);
    return data;
  };
  const under = (prefix: string) =>
    [...docs.entries()].filter(
      ([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'),
    );
  return { seed, docs, get, under };
}

const { seed, docs, get, under } = seedFor(NOW);

const RACE_PRODUCTS = {
  prod_tbcr2025: 'thebigcanadarun2025',
  prod_ride2025: 'ride2025',
  prod_60north25: '60northrun25',
  prod_ccc_c: 'celebratecanada-c',
  prod_ccc_a1: 'celebratecanada-a1',
  prod_ccc_n: 'celebratecanada-n',
  prod_feb24: 'february24',
  prod_oldchallenge2022: 'oldchallenge2022',
  prod_newyearrun: 'newyearrun',
};
const ACTIVE_RACES = [
  'prod_tbcr2025',
  'prod_ride2025',
  'prod_60north25',
  'prod_ccc_c',
  'prod_ccc_a1',
  'prod_ccc_n',
];
const LEGS: Record<string, string[]> = {
  prod_tbcr2025: [
    'price_tbcr25_250km',
    'price_tbcr25_1000km',
    'price_tbcr25_2500km',
    'price_tbcr25_7000km',
  ],
  prod_ride2025: ['price_ride25_500km', 'price_ride25_1500km'],
  prod_60north25: ['price_60north25_100km', 'price_60north25_600km'],
  prod_ccc_c: ['price_ccc_c_156km'],
  prod_ccc_a1: ['price_ccc_a1_157km'],
  prod_ccc_n: ['price_ccc_n_158km'],
  prod_feb24: ['price_feb24_126km'],
  prod_newyearrun: ['price_newyearrun_100km'],
};
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

describe('catalogue', () => {
  it('has every race product with the spec metadata and the flattened stripe_metadata_* copies', () => {
    for (const [id, url] of Object.entries(RACE_PRODUCTS)) {
      const product = get(`products/${id}`);
      expect(product.role).toBe('race');
      expect(product.active).toBe(id !== 'prod_oldchallenge2022');
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.metadata).toMatchObject({ type: 'race', url });
      for (const key of [
        'raceStartDate',
        'raceEndDate',
        'userStartDate',
        'userEndDate',
        'early_start',
        'early_end',
        'regular_start',
        'regular_end',
      ]) {
        expect(product.metadata[key], `${id} ${key}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const key of ['checkoutBanner', 'checkoutBackground', 'checkoutBackgroundMobile'])
        expect(product.metadata[key]).toMatch(/^\/images\/.+\.svg$/);
      expect(product.metadata.bib_link).toMatch(/^https:\/\//);
      expect(product.metadata.fb_link).toMatch(/^https:\/\//);
      expect(['true', 'false']).toContain(product.metadata.teams);
      expect(product).toMatchObject({
        stripe_metadata_url: url,
        stripe_metadata_type: 'race',
        stripe_metadata_userStartDate: product.metadata.userStartDate,
        stripe_metadata_userEndDate: product.metadata.userEndDate,
      });
      expect(get(`stripe_products/${id}`).metadata).toEqual({
        bib_link: product.metadata.bib_link,
        fb_link: product.metadata.fb_link,
      });
    }
    expect(get('products/prod_tbcr2025')).toMatchObject({
      name: 'The Big Canada Run 2025',
      metadata: { teams: 'true' },
    });
  });

  it('flags exactly the 2025 run and the socks for the referral page', () => {
    const flagged = [...docs.entries()].filter(
      ([path, d]) => /^products\/[^/]+$/.test(path) && d.stripe_metadata_referralPage === 'true',
    );
    expect(flagged.map(([path]) => path).sort()).toEqual([
      'products/prod_socks',
      'products/prod_tbcr2025',
    ]);
  });

  it.each([NOW, new Date('2031-03-01T02:30:00Z')])(
    'keeps the active races running relative to now (%s)',
    (now) => {
      const today = now.toISOString().slice(0, 10);
      for (const id of ACTIVE_RACES) {
        const m = seedFor(now).get(`products/${id}`).metadata;
        expect(m.raceStartDate).toBe(addDays(today, -60));
        expect(m.raceEndDate).toBe(addDays(today, 240));
        expect(m.userStartDate).toBe(m.raceStartDate);
        expect(m.early_start).toBe(m.raceStartDate);
        expect(m.early_end > today).toBe(true);
        expect(m.regular_start).toBe(addDays(m.early_end, 1));
        expect(m.regular_end).toBe(m.raceEndDate);
      }
    },
  );

  it('has the demo runner on an ended race (not completed) and on one that starts in 40 days', () => {
    const races = get('users/demo-runner').subscribedRaces;
    expect(races.price_feb24_126km.completedDate).toBeUndefined();
    expect(
      get('races/price_feb24_126km/subscribedUsers/demo-runner').totalDistance,
    ).toBeGreaterThan(0);
    expect(get('races/price_feb24_126km/subscribedUsers/demo-runner').totalDistance).toBeLessThan(
      126,
    );
    expect(races.price_newyearrun_100km.raceInfo).toMatchObject({
      url: 'newyearrun',
      userStartDate: addDays(NOW.toISOString().slice(0, 10), 40),
    });
    expect(get('races/price_newyearrun_100km/subscribedUsers/demo-runner')).toMatchObject({
      totalDistance: 0,
      times: {},
    });
  });

  it('has february24 ended on fixed dates', () => {
    expect(get('products/prod_feb24').metadata).toMatchObject({
      raceStartDate: '2024-02-01',
      raceEndDate: '2024-02-29',
    });
  });

  it('orders the legs by price, early below regular, with an inactive price kept', () => {
    for (const [productId, legIds] of Object.entries(LEGS)) {
      const prices = legIds.map((id) => get(`products/${productId}/prices/${id}`));
      for (const [i, price] of prices.entries()) {
        expect(price).toMatchObject({ active: true, currency: 'cad', type: 'one_time' });
        expect(price.description).toMatch(/km/);
        expect(price.metadata.doc_id).toBe(legIds[i]);
        expect(Number(price.metadata.early_price)).toBeLessThan(
          Number(price.metadata.regular_price),
        );
        expect(Number(price.metadata.distance)).toBeGreaterThan(0);
        if (i > 0) expect(price.unit_amount).toBeGreaterThan(prices[i - 1]!.unit_amount);
      }
    }
    expect(get('products/prod_tbcr2025/prices/price_tbcr25_1000km').description).toBe(
      '1,000 km Leg',
    );
    const tbcrPrices = under('products/prod_tbcr2025/prices/');
    expect(tbcrPrices.filter(([, p]) => !p.active)).toHaveLength(1);
    for (const key of ['c', 'a1', 'n']) {
      const price = under(`products/prod_ccc_${key}/prices/`)[0]![1];
      expect(price.metadata).toMatchObject({ early_price: '7900', regular_price: '9900' });
    }
  });

  it('has the service fee with its base price the highest', () => {
    expect(get('products/prod_service_fee')).toMatchObject({
      name: 'Service Fee',
      role: 'fee',
      metadata: { type: 'fee' },
    });
    const prices = under('products/prod_service_fee/prices/').map(
      ([, p]) => p.unit_amount as number,
    );
    expect(Math.max(...prices)).toBe(
      get('products/prod_service_fee/prices/price_service_fee_base').unit_amount,
    );
    expect(prices.length).toBeGreaterThan(1);
  });

  it('has the extras with description, extra_info, cta, images and several prices', () => {
    for (const id of ['prod_socks', 'prod_toque', 'prod_medal_hanger']) {
      const product = get(`products/${id}`);
      expect(product).toMatchObject({
        role: 'product',
        active: true,
        metadata: { type: 'product' },
      });
      expect(
        product.description && product.metadata.extra_info && product.metadata.cta,
      ).toBeTruthy();
      expect(product.images.length).toBeGreaterThan(0);
      expect(under(`products/${id}/prices/`).filter(([, p]) => p.active).length).toBeGreaterThan(1);
    }
    expect(get('products/prod_socks').name).toBe('Maple Leaf Socks');
  });
});

describe('races and milestones', () => {
  const activeLegs = Object.entries(LEGS).flatMap(([productId, legs]) =>
    legs.map((legId) => ({ productId, legId })),
  );

  it.each(activeLegs)(
    'races/$legId has its fields, route file and milestones',
    ({ productId, legId }) => {
      const race = get(`races/${legId}`);
      const distance = Number(get(`products/${productId}/prices/${legId}`).metadata.distance);
      expect(race).toMatchObject({ distance, name: get(`products/${productId}`).name });
      expect(race.legName).toBe(get(`products/${productId}/prices/${legId}`).description);
      expect(race.raceDateStart).toBeInstanceOf(Date);
      expect(race.raceDateEnd.getTime()).toBeGreaterThan(race.raceDateStart.getTime());
      expect(race.metadata).toEqual(get(`stripe_products/${productId}`).metadata);
      expect(race.finisher_badge).toMatch(/^\/images\//);
      expect(race.finisher_link).toMatch(/^https:\/\//);
      expect(existsSync(join(ROOT, 'public', 'kml', `${race.map}.kml`))).toBe(true);
      const milestones = get(`milestones/${race.milestones}`);
      expect(Object.keys(milestones.header).sort()).toEqual([
        'description',
        'fr',
        'image_url',
        'link',
        'location',
        'name',
      ]);
      expect(milestones.milestones.length).toBeGreaterThanOrEqual(6);
      expect(milestones.milestones.length).toBeLessThanOrEqual(12);
      const distances = milestones.milestones.map((m: Data) => m.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.at(-1)).toBe(distance);
      for (const m of milestones.milestones)
        expect(Object.keys(m).sort()).toEqual([
          'description',
          'distance',
          'fr',
          'image_url',
          'link',
          'location',
          'name',
        ]);
    },
  );

  it('says which sport each race is in the catalogue, on every leg document and registration copy', () => {
    for (const id of Object.keys(RACE_PRODUCTS)) {
      const sport = get(`products/${id}`).metadata.sport;
      expect(sport, id).toBe(id === 'prod_ride2025' ? 'ride' : 'foot');
      for (const legId of LEGS[id] ?? []) {
        const leg = parseRaceLeg(get(`races/${legId}`));
        expect(leg.sport, legId).toBe(sport);
        expect(legSport(leg)).toBe(sport);
      }
    }
    for (const [path, data] of under('users/')) {
      for (const race of Object.values(parseUserDoc(data).subscribedRaces)) {
        const id = race.raceId;
        expect(race.raceInfo.sport, `${path} ${race.legId}`).toBe(
          get(`products/${id}`).metadata.sport,
        );
      }
    }
  });

  it('has participants on the ride challenge and on a run at the same time (tracker imports: docs/trackers.md)', () => {
    const both = under('users/').filter(([, data]) => {
      const legs = Object.keys(parseUserDoc(data).subscribedRaces);
      return legs.includes(MAIN_LEG) && legs.includes('price_ride25_500km');
    });
    expect(both.map(([path]) => path)).toContain('users/demo-p20');
  });

  it('has one participant connected to Fitbit the old way, who is asked to reconnect and keeps her kilometres (docs/trackers.md)', () => {
    const connected = under('users/').filter(
      ([, data]) => parseUserDoc(data).fitbitAccount !== null,
    );
    expect(connected.map(([path]) => path)).toEqual(['users/demo-p48']);
    expect(parseUserDoc(get('users/demo-p48')).fitbitAccount).toEqual({
      connected: true,
      needsReconnect: true,
    });
    const tokens = get('oauth_tokens/demo-p48').fitbit as Record<string, unknown>;
    expect(tokens.api).toBeUndefined();
    expect(get(`tracker_links/fitbit_${String(tokens.fitbitUserId)}`)).toMatchObject({
      uid: 'demo-p48',
    });
    expect(get(`races/${MAIN_LEG}/subscribedUsers/demo-p48`).totalDistance).toBeGreaterThan(0);
  });

  it('has no race document for inactive legs', () => {
    expect(docs.has('races/price_tbcr25_500km_presale')).toBe(false);
    expect(docs.has('races/price_old22_156km')).toBe(false);
  });
});

describe('participants', () => {
  const rows = [...docs.entries()].filter(([path]) =>
    /^races\/[^/]+\/subscribedUsers\/[^/]+$/.test(path),
  );
  const rowsOf = (legId: string) =>
    rows.filter(([path]) => path.startsWith(`races/${legId}/subscribedUsers/`));
  const users = under('users/');

  it('has ≥ 60 participants on the 1,000 km leg, a few on other tbcr legs, each with a users doc', () => {
    expect(rowsOf(MAIN_LEG).length).toBeGreaterThanOrEqual(60);
    for (const leg of ['price_tbcr25_250km', 'price_tbcr25_2500km', 'price_tbcr25_7000km'])
      expect(rowsOf(leg).length).toBeGreaterThan(0);
    for (const [path, row] of rows) {
      const [, legId, , uid] = path.split('/');
      const entry = get(`users/${uid}`).subscribedRaces[legId!];
      expect(entry, path).toBeDefined();
      expect(entry).toMatchObject({
        legId,
        bibNumber: row.bibNumber,
        teamName: row.teamName,
        stravaLink: false,
      });
    }
    const entries = users.reduce((n, [, u]) => n + Object.keys(u.subscribedRaces).length, 0);
    expect(entries).toBe(rows.length);
  });

  it("63. gives every registration a valid shipping address (the order's: here the person's own)", () => {
    for (const [path, user] of users) {
      for (const [legId, entry] of Object.entries(user.subscribedRaces as Data)) {
        expect(addressErrors(entry.shippingAddress), `${path} ${legId}`).toEqual({});
        expect(user.details, `${path} ${legId}`).toMatchObject(entry.shippingAddress);
      }
    }
  });

  it("63. lets the demo runner correct her running race's address; the February challenge's medals have shipped", () => {
    expect(correctionsOpen(get(`races/${MAIN_LEG}`).medalsShipAt, NOW)).toBe(true);
    expect(correctionsOpen(get('races/price_feb24_126km').medalsShipAt, NOW)).toBe(false);
    expect(get('races/price_feb24_126km').medalsShipAt).toEqual(new Date('2024-03-15T00:00:00Z'));
  });

  it('keeps only public fields in leaderboard rows (no e-mail, phone or address)', () => {
    for (const [path, row] of rows) {
      for (const key of Object.keys(row))
        expect(
          [
            'firstName',
            'lastName',
            'bibNumber',
            'teamName',
            'totalDistance',
            'completedDate',
            'times',
          ],
          path,
        ).toContain(key);
      const text = JSON.stringify(row);
      expect(text).not.toMatch(/@|\d{3}-\d{3}-\d{4}|Street|Avenue|Road/);
    }
  });

  it('gives unique bib numbers per leg', () => {
    const byLeg = new Map<string, number[]>();
    for (const [path, row] of rows)
      byLeg.set(path.split('/')[1]!, [...(byLeg.get(path.split('/')[1]!) ?? []), row.bibNumber]);
    for (const [leg, bibs] of byLeg) expect(new Set(bibs).size, leg).toBe(bibs.length);
  });

  it('has totals equal to the sum of valid activities, completed exactly when the total reaches the leg', () => {
    for (const [path, row] of rows) {
      const legId = path.split('/')[1]!;
      const race = get(`races/${legId}`);
      const activities = Object.entries(row.times as Record<string, Data>);
      const sum = activities.reduce((s, [, a]) => s + a.distance, 0);
      expect(Math.abs(row.totalDistance - sum), path).toBeLessThan(1e-6);
      expect(row.totalDistance >= race.distance, path).toBe(row.completedDate instanceof Date);
      const uid = path.split('/')[3]!;
      expect(get(`users/${uid}`).subscribedRaces[legId].completedDate).toEqual(row.completedDate);
      for (const [key, a] of activities) {
        const day = key.match(/^(\d+)_(\d{4}-\d{2}-\d{2})$/)?.[2];
        expect(day, key).toBeDefined();
        expect(a.date.toISOString()).toBe(`${day}T12:00:00.000Z`);
        expect(a.distance).toBeGreaterThan(0);
        expect(a.distance).toBeLessThan(200);
        expect(a.distanceType).toBe('Km');
        expect(
          a.duration.hours * 3600 + a.duration.minutes * 60 + a.duration.seconds,
        ).toBeGreaterThan(0);
        expect(a.duration.minutes).toBeLessThan(60);
        expect(a.duration.seconds).toBeLessThan(60);
        expect(a.date.getTime()).toBeGreaterThanOrEqual(race.raceDateStart.getTime());
        expect(day! <= TODAY && a.date.getTime() <= race.raceDateEnd.getTime()).toBe(true);
      }
    }
  });

  it('has completed racers, racers active in the last 7 days and today, and idle ones on the main leg', () => {
    const main = rowsOf(MAIN_LEG).map(([, row]) => row);
    const lastDay = (row: Data) =>
      Object.keys(row.times)
        .map((k) => k.split('_')[1]!)
        .sort()
        .at(-1);
    expect(main.filter((r) => r.completedDate).length).toBeGreaterThanOrEqual(3);
    expect(main.filter((r) => lastDay(r) === TODAY).length).toBeGreaterThanOrEqual(3);
    expect(
      main.filter((r) => {
        const d = lastDay(r);
        return d && d < TODAY && d >= addDays(TODAY, -6);
      }).length,
    ).toBeGreaterThanOrEqual(3);
    expect(main.filter((r) => r.totalDistance === 0).length).toBeGreaterThanOrEqual(1);
    expect(new Set(main.map((r) => Math.round(r.totalDistance / 100))).size).toBeGreaterThan(5);
  });

  it('has ≥ 4 teams plus noTeam on the main leg, each with its captain, count and private code', () => {
    const teams = under(`races/${MAIN_LEG}/teams/`);
    expect(teams.length).toBeGreaterThanOrEqual(4);
    const main = rowsOf(MAIN_LEG);
    expect(main.some(([, r]) => r.teamName === 'noTeam')).toBe(true);
    for (const [path, team] of teams) {
      const name = path.split('/').at(-1)!;
      const members = main.filter(([, r]) => r.teamName === name);
      expect(team.membersCount, name).toBe(members.length);
      expect(members.map(([p]) => p.split('/').at(-1))).toContain(team.owner);
      expect(get(`users/${team.owner}`).subscribedRaces[MAIN_LEG].teamChoice).toBe('newTeam');
      expect(get(`${path}/private/code`).code).toMatch(/\S/);
      // Read by every signed-in user: no member listed (docs/standings.md).
      expect(Object.keys(team).sort()).toEqual(['createdAt', 'membersCount', 'owner']);
      // The dashboard's team panel reads the roster: every member with the row's total.
      const roster = get(`${path}/private/roster`).members;
      expect(Object.keys(roster).sort()).toEqual(members.map(([p]) => p.split('/').at(-1)).sort());
      for (const [p, r] of members)
        expect(roster[p.split('/').at(-1)!].totalDistance).toBe(r.totalDistance);
    }
  });

  it('sets up the demo runner as the spec and the other developers expect', () => {
    const user = get('users/demo-runner');
    expect(user).toMatchObject({
      email: 'runner@demo.test',
      agreedToTerms: true,
      referral_link: 'avery-tremblay',
    });
    expect(user.details).toMatchObject({
      firstName: 'Avery',
      lastName: 'Tremblay',
      phoneNumber: '613-555-0142',
      country: 'CA',
      state: 'ON',
      city: 'Ottawa',
    });
    const entry = user.subscribedRaces[MAIN_LEG];
    expect(entry).toMatchObject({
      raceId: 'prod_tbcr2025',
      teamName: 'Maple Striders',
      teamChoice: 'newTeam',
    });
    expect(Object.keys(entry.raceInfo).sort()).toEqual([
      'distance',
      'fr',
      'imageUrl',
      'legName',
      'name',
      'raceDateEnd',
      'raceDateStart',
      'sport',
      'url',
      'userEndDate',
      'userStartDate',
    ]);
    expect(entry.raceInfo).toMatchObject({
      url: 'thebigcanadarun2025',
      legName: '1,000 km Leg',
      distance: 1000,
    });
    expect(entry.giftCodes).toMatchObject({
      'GIFT-DEMO-1': 'price_tbcr25_250km',
      'GIFT-USED-1': 'price_tbcr25_250km',
    });
    expect(entry.completedDate).toBeUndefined();
    expect(get(`races/${MAIN_LEG}/teams/Maple Striders`).owner).toBe('demo-runner');
    expect(get(`races/${MAIN_LEG}/teams/Maple Striders/private/code`)).toEqual({
      code: 'MAPLE-2025',
    });
    expect(get(`races/${MAIN_LEG}/subscribedUsers/demo-teammate`).teamName).toBe('Maple Striders');
    const row = get(`races/${MAIN_LEG}/subscribedUsers/demo-runner`);
    expect(Object.keys(row.times).length).toBeGreaterThanOrEqual(10);
    expect(row.totalDistance).toBeGreaterThan(0);
    const ccc = get('races/price_ccc_c_156km/subscribedUsers/demo-runner');
    expect(ccc.totalDistance).toBeGreaterThanOrEqual(156);
    expect(user.subscribedRaces.price_ccc_c_156km.completedDate).toEqual(ccc.completedDate);
  });

  it('has Auth users for everyone with unique uids and e-mails', () => {
    const uids = seed.authUsers.map((u) => u.uid);
    expect(uids).toEqual(
      expect.arrayContaining(['demo-runner', 'demo-teammate', 'demo-p01', 'demo-p60']),
    );
    expect(uids.filter((u) => /^demo-p\d{2}$/.test(u)).length).toBeGreaterThanOrEqual(60);
    expect(new Set(uids).size).toBe(uids.length);
    expect(new Set(seed.authUsers.map((u) => u.email)).size).toBe(uids.length);
    for (const user of seed.authUsers) {
      expect(user).toMatchObject({ password: 'demo-pass-1', emailVerified: true });
      expect(get(`users/${user.uid}`).email).toBe(user.email);
    }
    expect(seed.authUsers.find((u) => u.uid === 'demo-p07')!.email).toBe('p07@demo.test');
  });
});

describe('options, gift codes and referrals', () => {
  it('has the options documents', () => {
    expect(Object.keys(get('options/homeBanner')).sort()).toEqual([
      'fr',
      'image_alt',
      'image_link',
      'image_url',
    ]);
    expect(get('options/cccSpotsLeft')).toEqual({ spotsLeft: 137 });
    const charities = Object.values(get('options/checkoutCharities')) as Data[];
    expect(charities.filter((c) => c.active)).toHaveLength(3);
    expect(charities.filter((c) => !c.active)).toHaveLength(1);
    for (const c of charities)
      expect(Object.keys(c).sort()).toEqual([
        'active',
        'description',
        'fr',
        'image_alt',
        'image_url',
        'name',
        'order',
      ]);
    expect(get('options/validPromoCodes/codes/RUNCANADA')).toMatchObject({
      promotionId: 'promo_runcanada',
      active: true,
      coupon: { percent_off: 10 },
    });
    expect(get('options/validPromoCodes/codes/MAPLE10').active).toBe(true);
    expect(docs.has('options/validPromoCodes')).toBe(false);
  });

  it('has the gift codes', () => {
    expect(get('giftcodes/GIFT-DEMO-1')).toMatchObject({
      used: false,
      legId: 'price_tbcr25_250km',
    });
    expect(get('giftcodes/GIFT-DEMO-2')).toMatchObject({
      used: false,
      legId: 'price_tbcr25_7000km',
    });
    const used = get('giftcodes/GIFT-USED-1');
    expect(used).toMatchObject({
      used: true,
      legId: 'price_tbcr25_250km',
      purchasedBy: 'demo-runner',
    });
    expect(used.usedAt).toBeInstanceOf(Date);
    // docs/security.md item 62: the buyer reads the code; who redeemed it lives where only the server reads.
    expect(Object.keys(used).sort()).toEqual([
      'createdAt',
      'legId',
      'purchasedBy',
      'used',
      'usedAt',
    ]);
    const { usedBy, ...redemption } = get('giftcode_redemptions/GIFT-USED-1');
    expect(redemption).toEqual({
      usedAt: used.usedAt,
      legId: 'price_tbcr25_250km',
      paymentId: 'gift_GIFT-USED-1',
    });
    expect(usedBy.id).not.toBe('demo-runner');
    expect(get(`users/${usedBy.id}`).email).toBe(usedBy.email);
    expect(get(`users/${usedBy.id}`).subscribedRaces.price_tbcr25_250km).toBeDefined();
  });

  it('has the referral link and counts between the Socks (5) and Toque (10) tiers', () => {
    expect(get('referral_links/avery-tremblay')).toEqual({
      name: 'Avery Tremblay',
      owner: 'demo-runner',
    });
    const referrals = get('referrals/demo-runner');
    expect(
      Object.values(referrals.counts as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBe(referrals.total);
    expect(referrals.total).toBeGreaterThanOrEqual(5);
    expect(referrals.total).toBeLessThan(10);
  });

  it('has the two referral coupon codes, each $5 off, and which is which', () => {
    const { valid, fallback } = get('options/referralCoupons');
    expect(valid).not.toBe(fallback);
    for (const code of [valid, fallback]) {
      expect(get(`options/validPromoCodes/codes/${code}`)).toMatchObject({
        promotionId: `promo_${String(code).toLowerCase()}`,
        active: true,
        coupon: { amount_off: 500, currency: 'cad' },
      });
      // $5 off registration (docs/product.md §R9): never the fee, shipping or a donation.
      expect(get(`options/validPromoCodes/codes/${code}`).coupon.applies_to.products).toContain(
        'prod_tbcr2025',
      );
    }
  });
});

describe('determinism', () => {
  it('builds the same data for the same day, whatever the hour', () => {
    expect(buildSeed(new Date('2026-11-22T18:45:00Z'))).toEqual(buildSeed(NOW));
  });
});

describe('route files and images', () => {
  const parse = (file: string) =>
    new DOMParser().parseFromString(
      readFileSync(join(ROOT, 'public', 'kml', file), 'utf8'),
      'application/xml',
    );
  const KML_NS = 'http://www.opengis.net/kml/2.2';

  it.each(ROUTES.map((r) => r.map))(
    'public/kml/%s.kml is valid KML and matches the generator',
    (map) => {
      const text = readFileSync(join(ROOT, 'public', 'kml', `${map}.kml`), 'utf8');
      expect(text, 'run node scripts/generate-kml.mjs').toBe(buildKml(map));
      const xml = parse(`${map}.kml`);
      expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(xml.documentElement.namespaceURI).toBe(KML_NS);
      const names = Array.from(xml.getElementsByTagNameNS(KML_NS, 'Placemark')).map(
        (p) => p.getElementsByTagNameNS(KML_NS, 'name')[0]?.textContent,
      );
      expect(names).toContain('Start');
      expect(names.at(-1)).toBe('Finish');
      const extended = Array.from(xml.getElementsByTagNameNS(KML_NS, 'ExtendedData'));
      // The Document's own data names the route in French (docs/i18n.md, "Catalogue content").
      const own = extended.filter((data) => data.parentElement?.localName === 'Document');
      expect(
        own.map((data) => data.getElementsByTagNameNS(KML_NS, 'Data')[0]?.getAttribute('name')),
      ).toEqual(['fr.name']);
      // Each placemark's (docs/product.md §P3): its name and coordinates.
      for (const data of extended.filter((d) => d.parentElement?.localName === 'Placemark')) {
        const values = Object.fromEntries(
          Array.from(data.getElementsByTagNameNS(KML_NS, 'Data')).map((d) => [
            d.getAttribute('name'),
            d.textContent?.trim(),
          ]),
        );
        expect(values.name).toBeTruthy();
        expect(values.coordinates).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
      }
    },
  );

  it("trans-canada.kml has ≥ 3000 points from St. John's to Victoria and numbered milestones", () => {
    const xml = parse('trans-canada.kml');
    const coords = xml
      .getElementsByTagNameNS(KML_NS, 'LineString')[0]!
      .getElementsByTagNameNS(KML_NS, 'coordinates')[0]!
      .textContent!.trim()
      .split(/\s+/);
    expect(coords.length).toBeGreaterThanOrEqual(3000);
    const points = coords.map((c) => c.split(',').map(Number));
    for (const [lng, lat] of points) {
      expect(lng).toBeGreaterThan(-141);
      expect(lng).toBeLessThan(-52);
      expect(lat).toBeGreaterThan(41);
      expect(lat).toBeLessThan(70);
    }
    expect(points[0]).toEqual([-52.7126, 47.5615, 0]);
    expect(points.at(-1)).toEqual([-123.3656, 48.4284, 0]);
    const numbers = Array.from(xml.getElementsByTagNameNS(KML_NS, 'Data'))
      .filter((d) => d.getAttribute('name') === 'number')
      .map((d) => Number(d.textContent));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(6);
  });

  it('has every image the seed references, plus the app assets', () => {
    const referenced = new Set(JSON.stringify(seed.docs).match(/\/images\/[\w.-]+/g));
    for (const asset of [
      '/images/logo.svg',
      '/images/powered-by-strava.svg',
      '/images/checkout-background-default.svg',
      '/images/medal-c.svg',
      '/images/medal-a.svg',
      '/images/medal-n.svg',
    ])
      referenced.add(asset);
    for (const image of referenced) {
      const file = join(ROOT, 'public', image);
      expect(existsSync(file), image).toBe(true);
      const svg = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
      expect(svg.getElementsByTagName('parsererror'), image).toHaveLength(0);
      expect(svg.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    }
  });
});

describe('scripts/seed.mjs', () => {
  it('prints one clear line and exits 1 when the emulator is not reachable', () => {
    const result = spawnSync(process.execPath, ['scripts/seed.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 20000,
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Cannot reach the Firestore emulator at 127.0.0.1:1: start it with npm start or node scripts/emulators.mjs start',
    );
    expect(result.stdout).toBe('');
  });
});

/** Catalogue content in Canadian French (docs/i18n.md): every text the screens show has its variant. */
describe('the catalogue in French', () => {
  const french = (data: Data, fields: readonly string[]) => {
    for (const field of fields) {
      const text: unknown = (data.fr as Data | undefined)?.[field];
      expect(typeof text === 'string' && text.trim() !== '', `${field} in French`).toBe(true);
      expect(text).not.toBe(data[field]);
    }
  };
  const matching = (pattern: RegExp) =>
    [...docs.entries()].filter(([path]) => pattern.test(path)).map(([, data]) => data);

  it('names and describes every race, leg and extra, and each extra’s price', () => {
    const products = matching(/^products\/[^/]+$/).filter((p) => p.role !== 'fee');
    expect(products.length).toBeGreaterThan(10);
    for (const product of products) french(product, ['name', 'description']);
    for (const extra of products.filter((p) => p.role === 'product'))
      french({ ...extra, ...extra.metadata }, ['extra_info', 'cta']);
    const prices = matching(/^products\/(?!prod_service_fee)[^/]+\/prices\//);
    for (const price of prices) french(price, ['description']);
  });
  it('names every leg document and every milestone', () => {
    for (const race of matching(/^races\/[^/]+$/)) french(race, ['name', 'legName']);
    for (const doc of matching(/^milestones\//)) {
      french(doc.header, ['name', 'location', 'description']);
      for (const m of doc.milestones as Data[]) {
        expect(m.fr.location).toMatch(/ \(.+\)$/);
        expect(m.fr.description).toMatch(
          /^Jalon atteint\u00a0: .+\. Vous avez fait \d+\u202f% du parcours\.$/,
        );
      }
    }
    expect(get('milestones/tbcr25_1000km').milestones.map((m: Data) => m.fr.name)).toContain(
      'Québec',
    );
  });
  it('copies the names into each registration, as provisioning does', () => {
    const copies = matching(/^users\/[^/]+$/).flatMap((user) =>
      Object.entries((user.subscribedRaces ?? {}) as Data),
    );
    expect(copies.length).toBeGreaterThan(10);
    for (const [legId, entry] of copies)
      expect((entry as Data).raceInfo.fr).toEqual(get(`races/${legId}`).fr);
  });
  it('words the charities and the home banner', () => {
    for (const charity of Object.values(get('options/checkoutCharities')) as Data[])
      french(charity, ['name', 'description', 'image_alt']);
    french(get('options/homeBanner'), ['image_alt']);
  });
});
