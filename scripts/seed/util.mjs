/**
 * Small pure helpers shared by the seed builders: a seeded PRNG and UTC calendar
 * arithmetic. Every date the seed writes is derived from the *day* of `now`, so two runs
 * on the same day produce identical documents.
 */

const DAY_MS = 86_400_000;

/**
 * mulberry32: a tiny deterministic PRNG.
 * @param {number} seed
 * @returns {() => number} uniform in [0, 1)
 */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @typedef {object} Random
 * @property {() => number} next uniform in [0, 1)
 * @property {(min: number, max: number) => number} float uniform in [min, max)
 * @property {(min: number, max: number) => number} int integer in [min, max]
 * @property {<T>(items: readonly T[]) => T} pick
 * @property {<T>(items: readonly T[]) => T[]} shuffle a shuffled copy
 */

/**
 * @param {number} seed
 * @returns {Random}
 */
export function createRandom(seed) {
  const next = mulberry32(seed);
  /** @type {(min: number, max: number) => number} */
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    float: (min, max) => min + next() * (max - min),
    int,
    pick: (items) => /** @type {any} */ (items[Math.floor(next() * items.length)]),
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [/** @type {any} */ (copy[j]), /** @type {any} */ (copy[i])];
      }
      return copy;
    },
  };
}

/**
 * Midnight UTC of the date's UTC day.
 * @param {Date} date
 * @returns {Date}
 */
export function startOfUtcDay(date) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * @param {Date} date
 * @param {number} days
 * @returns {Date}
 */
export function addDays(date, days) {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * 'YYYY-MM-DD' of the date's UTC day.
 * @param {Date} date
 * @returns {string}
 */
export function ymd(date) {
  return date.toISOString().slice(0, 10);
}

/**
 * Midnight UTC of a 'YYYY-MM-DD' day.
 * @param {string} day
 * @returns {Date}
 */
export function dayStart(day) {
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * 12:00 UTC of a 'YYYY-MM-DD' day: the instant an activity of that day is stored at.
 * @param {string} day
 * @returns {Date}
 */
export function noonUtc(day) {
  return new Date(`${day}T12:00:00.000Z`);
}

/**
 * 23:59:59 UTC of a 'YYYY-MM-DD' day.
 * @param {string} day
 * @returns {Date}
 */
export function dayEnd(day) {
  return new Date(`${day}T23:59:59.000Z`);
}

/**
 * @param {string} day 'YYYY-MM-DD'
 * @param {number} days
 * @returns {string}
 */
export function addDaysYmd(day, days) {
  return ymd(addDays(dayStart(day), days));
}

/**
 * Whole days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is earlier.
 * @param {string} from
 * @param {string} to
 * @returns {number}
 */
export function daysBetween(from, to) {
  return Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS);
}

/**
 * Today's date in Eastern time (the participants' calendar, docs/product.md §P5), 'YYYY-MM-DD'.
 * @param {Date} now
 * @returns {string}
 */
export function easternYmd(now) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * @param {number} value
 * @returns {number} rounded to 2 decimals
 */
export function round2(value) {
  return Math.round(value * 100) / 100;
}
