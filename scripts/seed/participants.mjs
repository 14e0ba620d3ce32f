/**
 * Participants: Auth users, users/{uid} (profile + subscribedRaces), the public leaderboard
 * rows races/{legId}/subscribedUsers/{uid}, and teams with their private codes.
 */
import { buildActivities } from './activities.mjs';
import { DEMO_PASSWORD, DEMO_REFERRAL_LINK, DEMO_RUNNER_UID, allPeople } from './people.mjs';
import { GARMIN_ACCOUNT, GARMIN_OAUTH1_UID } from './garmin-links.mjs';
import { legById, raceDates } from './race-defs.mjs';
import { TEAMS, registrations } from './registrations.mjs';
import { LEGACY_FITBIT_UID, buildLegacyFitbit } from './trackers.mjs';
import {
  addDays,
  addDaysYmd,
  createRandom,
  dayEnd,
  dayStart,
  easternYmd,
  startOfUtcDay,
} from './util.mjs';

/** @typedef {import('./types.mjs').SeedDoc} SeedDoc */
/** @typedef {import('./types.mjs').SeedAuthUser} SeedAuthUser */
/** @typedef {import('./registrations.mjs').Registration} Registration */

const HOUR_MS = 3_600_000;
const BIB_START = 101;

/**
 * Registrations with their activity logs, bibs and dates.
 * @param {Date} now
 */
function planParticipants(now) {
  const rand = createRandom(20251122);
  const today = easternYmd(now);
  /** @type {Map<string, number>} */
  const nextBib = new Map();
  const planned = registrations().map((reg) => {
    const { race, leg } = legById(reg.legId);
    const dates = raceDates(race, now);
    const lastDay = today < dates.raceEndDate ? today : dates.raceEndDate;
    const windowStart = reg.windowDays ? addDaysYmd(lastDay, -reg.windowDays) : dates.raceStartDate;
    const firstDay = windowStart > dates.raceStartDate ? windowStart : dates.raceStartDate;
    const bibNumber = nextBib.get(leg.id) ?? BIB_START;
    nextBib.set(leg.id, bibNumber + 1);
    const registeredAt = new Date(
      dayStart(dates.raceStartDate).getTime() -
        rand.int(1, 40) * 24 * HOUR_MS +
        rand.int(8, 22) * HOUR_MS,
    );
    const log = buildActivities(rand, {
      profile: reg.profile,
      firstDay,
      lastDay,
      legDistance: leg.distance,
      paceSecPerKm: race.sport === 'ride' ? rand.float(110, 170) : rand.float(280, 520),
      ...(reg.share ? { share: reg.share } : {}),
      ...(reg.count ? { count: reg.count } : {}),
    });
    return {
      reg,
      race,
      leg,
      dates,
      bibNumber,
      registeredAt,
      log,
      teamName: reg.teamName ?? 'noTeam',
    };
  });
  // A captain created the team, so registered before every member.
  for (const team of TEAMS) {
    const members = planned.filter((p) => p.teamName === team.name);
    const captain = members.find((p) => p.reg.captain);
    if (captain)
      captain.registeredAt = new Date(
        Math.min(...members.map((p) => p.registeredAt.getTime())) - HOUR_MS,
      );
  }
  return planned;
}

/** @typedef {ReturnType<typeof planParticipants>[number]} PlannedRegistration */

/**
 * Where a registration's medal ships (docs/security.md item 63): the address of its order, here
 * the person's own, as provisioning keeps it.
 * @param {import('./people.mjs').Person} person
 */
function shippingAddressOf(person) {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    address: person.address,
    country: person.country,
    state: person.state,
    city: person.city,
    postalCode: person.postalCode,
    phoneNumber: person.phoneNumber,
  };
}

/**
 * @param {PlannedRegistration} p
 * @param {import('./people.mjs').Person} person
 * @returns {Record<string, any>}
 */
function subscribedRaceEntry(p, person) {
  const { reg, race, leg, dates } = p;
  const team = reg.teamName ? TEAMS.find((t) => t.name === reg.teamName) : undefined;
  return {
    raceId: race.productId,
    legId: leg.id,
    raceInfo: {
      name: race.name,
      imageUrl: race.images.logo,
      userStartDate: dates.userStartDate,
      userEndDate: dates.userEndDate,
      legName: leg.legName,
      sport: race.sport,
      distance: leg.distance,
      raceDateStart: dayStart(dates.raceStartDate),
      raceDateEnd: dayEnd(dates.raceEndDate),
      url: race.url,
      fr: { name: race.fr.name, legName: leg.fr.legName },
    },
    bibNumber: p.bibNumber,
    stravaLink: false,
    ...(p.log.completedDate ? { completedDate: p.log.completedDate } : {}),
    teamName: p.teamName,
    teamChoice: team ? (reg.captain ? 'newTeam' : 'existingTeam') : 'noTeam',
    giftCodes: reg.giftCodes ?? {},
    boughtProducts: reg.boughtProducts ?? {},
    shippingAddress: shippingAddressOf(person),
    registeredAt: p.registeredAt,
  };
}

/**
 * @param {Date} now
 * @returns {{ docs: SeedDoc[], authUsers: SeedAuthUser[] }}
 */
export function buildParticipants(now) {
  const planned = planParticipants(now);
  const people = allPeople();
  const legacyFitbit = buildLegacyFitbit();
  /** @type {SeedDoc[]} */
  const docs = [...legacyFitbit.docs];

  for (const person of people) {
    const mine = planned.filter((p) => p.reg.uid === person.uid);
    const firstRegistration = Math.min(
      ...mine.map((p) => p.registeredAt.getTime()),
      addDays(startOfUtcDay(now), -1).getTime(),
    );
    const createdAt = new Date(firstRegistration - HOUR_MS);
    docs.push({
      path: `users/${person.uid}`,
      data: {
        email: person.email,
        createdAt,
        agreedToTerms: true,
        details: {
          firstName: person.firstName,
          lastName: person.lastName,
          address: person.address,
          country: person.country,
          city: person.city,
          state: person.state,
          postalCode: person.postalCode,
          phoneNumber: person.phoneNumber,
          lastModifiedAt: new Date(createdAt.getTime() + 10 * 60_000),
        },
        subscribedRaces: Object.fromEntries(
          mine.map((p) => [p.leg.id, subscribedRaceEntry(p, person)]),
        ),
        ...(person.uid === DEMO_RUNNER_UID ? { referral_link: DEMO_REFERRAL_LINK } : {}),
        ...(person.uid === GARMIN_OAUTH1_UID ? { garminAccount: GARMIN_ACCOUNT } : {}),
        ...(person.uid === LEGACY_FITBIT_UID ? legacyFitbit.userFields : {}),
      },
    });
  }

  for (const p of planned) {
    const person = people.find((x) => x.uid === p.reg.uid);
    if (!person) throw new Error(`No person ${p.reg.uid}`);
    docs.push({
      path: `races/${p.leg.id}/subscribedUsers/${person.uid}`,
      data: {
        firstName: person.firstName,
        lastName: person.lastName,
        bibNumber: p.bibNumber,
        teamName: p.teamName,
        totalDistance: p.log.totalDistance,
        ...(p.log.completedDate ? { completedDate: p.log.completedDate } : {}),
        times: p.log.times,
      },
    });
  }

  for (const team of TEAMS) {
    const members = planned.filter((p) => p.teamName === team.name);
    const captain = members.find((p) => p.reg.captain);
    if (!captain) throw new Error(`Team ${team.name} has no captain`);
    const legId = captain.leg.id;
    docs.push(
      {
        path: `races/${legId}/teams/${team.name}`,
        data: {
          owner: captain.reg.uid,
          createdAt: captain.registeredAt,
          membersCount: members.length,
        },
      },
      {
        // The roster the activity trigger keeps (the dashboard's team panel; src/contract/docs/team.ts):
        // the team document itself names no member.
        path: `races/${legId}/teams/${team.name}/private/roster`,
        data: {
          members: Object.fromEntries(
            members.map((m) => {
              const person = people.find((x) => x.uid === m.reg.uid);
              return [
                m.reg.uid,
                {
                  firstName: person?.firstName ?? '',
                  lastName: person?.lastName ?? '',
                  totalDistance: m.log.totalDistance,
                },
              ];
            }),
          ),
        },
      },
      { path: `races/${legId}/teams/${team.name}/private/code`, data: { code: team.code } },
    );
  }

  /** @type {SeedAuthUser[]} */
  const authUsers = people.map((person) => ({
    uid: person.uid,
    email: person.email,
    password: DEMO_PASSWORD,
    displayName: `${person.firstName} ${person.lastName}`,
    emailVerified: true,
  }));
  return { docs, authUsers };
}
