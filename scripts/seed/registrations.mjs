/**
 * Who is registered for what: the plan the participants builder turns into users/{uid},
 * leaderboard rows and teams. Order matters: bib numbers are given per leg in this order.
 */
import { DEMO_RUNNER_UID, DEMO_TEAMMATE_UID, GIFT_CODES, GIFT_REDEEMER_UID } from './people.mjs';

/** @typedef {import('./activities.mjs').ActivityProfile} ActivityProfile */

/**
 * @typedef {object} Registration
 * @property {string} uid
 * @property {string} legId
 * @property {ActivityProfile} profile
 * @property {string} [teamName] absent = 'noTeam'
 * @property {boolean} [captain] created the team (teams/{name}.owner)
 * @property {[number, number]} [share] fraction of the leg reached
 * @property {[number, number]} [count] number of activities
 * @property {number} [windowDays] activities only in the last n days
 * @property {Record<string, string>} [giftCodes] code → leg id it is valid for
 * @property {Record<string, string>} [boughtProducts] product id → name
 */

export const MAIN_LEG = 'price_tbcr25_1000km';

/** Teams of the 1,000 km leg: name, team code, and the participant numbers in it (first = captain). */
export const TEAMS = [
  { name: 'Maple Striders', code: 'MAPLE-2025', members: [1, 2, 3, 4, 5, 6] },
  { name: 'Northern Lights', code: 'AURORA-88', members: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16] },
  { name: 'Prairie Pacers', code: 'PRAIRIE-21', members: [17, 18, 19, 20, 21, 22, 23, 24, 25, 26] },
  { name: 'Coastal Crushers', code: 'COAST-77', members: [27, 28, 29, 30, 31, 32, 33, 34] },
  { name: 'Boreal Blazers', code: 'BOREAL-42', members: [35, 36, 37, 38, 39, 40] },
];

/** @type {readonly ActivityProfile[]} */
const CYCLE = [
  'today',
  'recent',
  'stale',
  'completed',
  'recent',
  'today',
  'stale',
  'recent',
  'none',
  'recent',
];

/** @param {number} n */
const uidOf = (n) => `demo-p${String(n).padStart(2, '0')}`;

/**
 * @param {number[]} numbers
 * @param {string} legId
 * @param {Partial<Registration>} [extra]
 * @returns {Registration[]}
 */
function group(numbers, legId, extra = {}) {
  return numbers.map((n) => ({
    uid: uidOf(n),
    legId,
    profile: /** @type {ActivityProfile} */ (CYCLE[(n - 1) % CYCLE.length]),
    ...extra,
  }));
}

/** @param {number} from @param {number} to */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** @returns {Registration[]} */
export function registrations() {
  const mainLeg = range(1, 60).map((n) => {
    const team = TEAMS.find((t) => t.members.includes(n));
    /** @type {Registration} */
    const entry = {
      uid: uidOf(n),
      legId: MAIN_LEG,
      profile: /** @type {ActivityProfile} */ (CYCLE[(n - 1) % CYCLE.length]),
    };
    if (!team) return entry;
    const captain = team.name !== 'Maple Striders' && team.members[0] === n;
    return { ...entry, teamName: team.name, ...(captain ? { captain } : {}) };
  });
  return [
    {
      uid: DEMO_RUNNER_UID,
      legId: MAIN_LEG,
      profile: 'today',
      teamName: 'Maple Striders',
      captain: true,
      share: [0.2, 0.26],
      count: [18, 22],
      windowDays: 27,
      giftCodes: {
        [GIFT_CODES.unused250]: 'price_tbcr25_250km',
        [GIFT_CODES.unused7000]: 'price_tbcr25_7000km',
        [GIFT_CODES.used250]: 'price_tbcr25_250km',
      },
      boughtProducts: { prod_socks: 'Maple Leaf Socks' },
    },
    {
      uid: DEMO_TEAMMATE_UID,
      legId: MAIN_LEG,
      profile: 'recent',
      teamName: 'Maple Striders',
      share: [0.3, 0.4],
    },
    ...mainLeg,
    { uid: GIFT_REDEEMER_UID, legId: 'price_tbcr25_250km', profile: 'completed' },
    { uid: uidOf(62), legId: 'price_tbcr25_250km', profile: 'today' },
    { uid: uidOf(63), legId: 'price_tbcr25_2500km', profile: 'recent', share: [0.15, 0.3] },
    { uid: uidOf(64), legId: 'price_tbcr25_7000km', profile: 'today', share: [0.05, 0.1] },
    {
      uid: DEMO_RUNNER_UID,
      legId: 'price_ccc_c_156km',
      profile: 'completed',
      count: [8, 12],
      windowDays: 40,
    },
    ...group(range(1, 8), 'price_ccc_c_156km'),
    ...group(range(9, 12), 'price_ccc_a1_157km'),
    ...group(range(13, 15), 'price_ccc_n_158km'),
    ...group(range(20, 25), 'price_ride25_500km'),
    ...group(range(26, 28), 'price_ride25_1500km', { share: [0.05, 0.4] }),
    ...group(range(30, 33), 'price_60north25_100km'),
    ...group(range(34, 35), 'price_60north25_600km'),
    { uid: DEMO_TEAMMATE_UID, legId: 'price_feb24_126km', profile: 'completed', count: [10, 16] },
    ...group(range(40, 45), 'price_feb24_126km'),
    // The dashboard's timing states for the demo runner: ended (not completed) and not started.
    {
      uid: DEMO_RUNNER_UID,
      legId: 'price_feb24_126km',
      profile: 'recent',
      share: [0.4, 0.6],
      count: [6, 10],
    },
    { uid: DEMO_RUNNER_UID, legId: 'price_newyearrun_100km', profile: 'none' },
  ];
}
