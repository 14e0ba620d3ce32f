/**
 * races/{legId} for every active leg (with the day its medals ship) and milestones/{id} (one
 * document per leg, distances along that leg's route, scaled to the leg's distance).
 */
import { RACES, medalsShipDate, milestonesIdFor, raceDates } from './race-defs.mjs';
import { frenchLabelled, frenchLocation, frenchPlace, frenchRouteTitle } from './french.mjs';
import { denseRoute, routeMilestones } from './routes.mjs';
import { dayEnd, dayStart } from './util.mjs';

/** @typedef {import('./types.mjs').SeedDoc} SeedDoc */
/** @typedef {import('./types.mjs').RaceDef} RaceDef */
/** @typedef {import('./types.mjs').LegDef} LegDef */

/**
 * @param {string} name
 * @param {string} province
 * @param {string} [wiki]
 * @returns {string}
 */
function wikiLink(name, province, wiki) {
  const provinces = /** @type {Record<string, string>} */ ({
    NL: 'Newfoundland_and_Labrador',
    NS: 'Nova_Scotia',
    NB: 'New_Brunswick',
    QC: 'Quebec',
    ON: 'Ontario',
    MB: 'Manitoba',
    SK: 'Saskatchewan',
    AB: 'Alberta',
    BC: 'British_Columbia',
    YT: 'Yukon',
  });
  const article = wiki ?? `${name.replace(/ /g, '_')},_${provinces[province] ?? province}`;
  return `https://en.wikipedia.org/wiki/${encodeURIComponent(article).replace(/%2C/g, ',')}`;
}

/**
 * The milestones document of one leg.
 * @param {RaceDef} race
 * @param {LegDef} leg
 * @returns {SeedDoc}
 */
function milestonesDoc(race, leg) {
  const dense = denseRoute(race.map);
  const start = /** @type {import('./routes-data.mjs').Waypoint} */ (dense.route.waypoints[0]);
  const milestones = routeMilestones(race.map).map(({ waypoint, fraction }) => ({
    name: waypoint.name,
    location: `${waypoint.name}, ${waypoint.province}`,
    distance: Math.round(fraction * leg.distance),
    image_url: '/images/milestone-flag.svg',
    description: `You have covered ${Math.round(fraction * 100)}% of the ${leg.legName}: welcome to ${waypoint.name}!`,
    link: wikiLink(waypoint.name, waypoint.province, waypoint.wiki),
    fr: {
      name: frenchPlace(waypoint.name),
      location: frenchLocation(waypoint.name, waypoint.province),
      // The place's name stands alone after the colon: nothing is glued to it.
      description: `${frenchLabelled('Jalon atteint', frenchPlace(waypoint.name))}. Vous avez fait ${Math.round(fraction * 100)}\u202f% du parcours.`,
    },
  }));
  return {
    path: `milestones/${milestonesIdFor(leg.id)}`,
    data: {
      header: {
        name: `${race.name}: ${leg.legName}`,
        location: `${start.name}, ${start.province}`,
        image_url: race.images.logo,
        description: `${dense.route.title}. Reach each milestone as your kilometres add up.`,
        link: wikiLink(start.name, start.province, start.wiki),
        fr: {
          name: frenchLabelled(race.fr.name, leg.fr.legName),
          location: frenchLocation(start.name, start.province),
          description: `${frenchRouteTitle(race.map, dense.route.title)}. Atteignez chaque jalon à mesure que vos kilomètres s’additionnent.`,
        },
      },
      milestones,
    },
  };
}

/**
 * @param {Date} now
 * @returns {SeedDoc[]}
 */
export function buildRaces(now) {
  return RACES.filter((race) => race.active).flatMap((race) => {
    const dates = raceDates(race, now);
    return race.legs
      .filter((leg) => !leg.inactive)
      .flatMap((leg) => [
        {
          path: `races/${leg.id}`,
          data: {
            map: race.map,
            milestones: milestonesIdFor(leg.id),
            finisher_badge: race.images.finisherBadge,
            finisher_link: race.finisherLink,
            name: race.name,
            legName: leg.legName,
            fr: { name: race.fr.name, legName: leg.fr.legName },
            sport: race.sport,
            distance: leg.distance,
            raceDateStart: dayStart(dates.raceStartDate),
            raceDateEnd: dayEnd(dates.raceEndDate),
            medalsShipAt: dayStart(medalsShipDate(race, now)),
            metadata: { bib_link: race.bibLink, fb_link: race.fbLink },
          },
        },
        milestonesDoc(race, leg),
      ]);
  });
}
