/**
 * Data for the leaderboard benchmark: a bench leg with N racers (rows shaped like the real
 * ones, each with an activity history), and a route file of many points. Pure, seeded random.
 */
import { createRandom } from '../seed/util.mjs';

export const BENCH_LEG = 'price_bench_20k';
export const BENCH_RACE_ID = 'bench_20k';
export const BENCH_DISTANCE = 7000;

const FIRST = [
  'Avery',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Jack',
  'Charlotte',
  'Lucas',
  'Amelia',
  'Benjamin',
  'Chloé',
  'Félix',
  'Maya',
  'Owen',
  'Zoé',
  'Nathan',
];
const LAST = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Nguyen',
  'Singh',
  'Martin',
  'Leblanc',
  'Fraser',
];

/**
 * @param {number} count
 * @param {Date} now
 * @param {(date: Date) => unknown} toTimestamp
 */
export function* benchRacers(count, now, toTimestamp) {
  const rand = createRandom(20000).next;
  const day = 86_400_000;
  for (let i = 0; i < count; i += 1) {
    const activities = 5 + Math.floor(rand() * 30);
    /** @type {Record<string, unknown>} */
    const times = {};
    let total = 0;
    for (let a = 0; a < activities; a += 1) {
      const at = new Date(
        Math.floor((now.getTime() - rand() * 60 * day) / day) * day + 12 * 3_600_000,
      );
      const distance = Math.round((2 + rand() * 18) * 100) / 100;
      total += distance;
      const ymd = at.toISOString().slice(0, 10);
      times[`${at.getTime() + a}_${ymd}`] = {
        date: toTimestamp(at),
        distance,
        distanceType: 'Km',
        duration: {
          hours: Math.floor(distance / 10),
          minutes: Math.floor(rand() * 60),
          seconds: Math.floor(rand() * 60),
        },
      };
    }
    yield {
      uid: `bench-${String(i).padStart(5, '0')}`,
      data: {
        firstName: FIRST[i % FIRST.length],
        lastName: LAST[(i * 7) % LAST.length],
        bibNumber: 1000 + i,
        teamName: i % 5 === 0 ? `Bench Team ${i % 400}` : 'noTeam',
        totalDistance: Math.round(total * 100) / 100,
        times,
      },
    };
  }
}

/** A KML route of `points` points across Canada (one LineString), with Start, two milestones and Finish. */
export function benchKml(points) {
  const coords = [];
  for (let i = 0; i < points; i += 1) {
    const f = i / (points - 1);
    coords.push(`${(-123 + f * 70).toFixed(6)},${(49 + Math.sin(f * 40) * 2).toFixed(6)},0`);
  }
  const mark = (name, c) =>
    `<Placemark><name>${name}</name><ExtendedData><Data name="name"><value>${name}</value></Data></ExtendedData><Point><coordinates>${c}</coordinates></Point></Placemark>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Bench route</name>` +
    `<Placemark><name>Bench route</name><LineString><coordinates>${coords.join(' ')}</coordinates></LineString></Placemark>` +
    mark('Start', coords[0]) +
    mark('One', coords[Math.floor(points / 3)]) +
    mark('Two', coords[Math.floor((2 * points) / 3)]) +
    mark('Finish', coords[points - 1]) +
    '</Document></kml>'
  );
}
