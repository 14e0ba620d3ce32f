/**
 * The user document users/{uid} (docs/data-model.md, docs/product.md §R3) as the app reads it:
 * readonly, Dates instead of Timestamps, every field present with a safe default.
 * Pure (no Firebase import): the converter in user-doc.ts calls parseUserDoc.
 */
import { parseLeaderboardName, type LeaderboardName } from '../leaderboard-name';
import { storedShippingAddress, type ShippingAddress } from '../shipping-address';
import { parseFrench, type FrenchTexts } from '../l10n';
import { parseSport, type Sport } from '../race-sport';
import { parseLegDistance } from './race-leg';
import { toDate, toNumber, toRecord, toText, toTextMap } from './values';
import { parseMailPreferences, type MailPreferences } from '../mail-preferences';
import { fitbitNeedsReconnect } from '../fitbit-reconnect';

export interface RaceInfo {
  readonly name: string;
  readonly imageUrl: string;
  readonly legName: string;
  /** The race's sport as provisioning copied it from the catalogue (race-sport.ts); null when absent. */
  readonly sport: Sport | null;
  /** Leg distance in km. */
  readonly distance: number | null;
  readonly url: string;
  readonly userStartDate: Date | null;
  readonly userEndDate: Date | null;
  readonly raceDateStart: Date | null;
  readonly raceDateEnd: Date | null;
  /** The race's and leg's names in French, copied with them (`fr: { name, legName }`, contract/l10n.ts). */
  readonly fr?: FrenchTexts<'name' | 'legName'>;
}

/** One entry of subscribedRaces, keyed by leg id (price_…). */
export interface SubscribedRace {
  /** The map key: the leg id, starting with price_. */
  readonly legId: string;
  /** The race product id. */
  readonly raceId: string;
  readonly raceInfo: RaceInfo;
  readonly bibNumber: number | null;
  readonly stravaLink: boolean;
  readonly completedDate: Date | null;
  readonly teamName: string;
  readonly teamChoice: string;
  readonly giftCodes: Readonly<Record<string, string>>;
  readonly boughtProducts: Readonly<Record<string, string>>;
  /** Where this registration's medal ships (docs/security.md item 63); null when none is kept with it. */
  readonly shippingAddress: ShippingAddress | null;
}

export interface UserDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string;
  readonly country: string;
  readonly state: string;
  readonly city: string;
  readonly postalCode: string;
  readonly phoneNumber: string;
  readonly lastModifiedAt: Date | null;
}

export interface UserDoc {
  readonly email: string;
  readonly createdAt: Date | null;
  readonly agreedToTerms: boolean;
  readonly details: UserDetails | null;
  readonly subscribedRaces: Readonly<Record<string, SubscribedRace>>;
  readonly stravaAccount: { readonly id: string } | null;
  /** needsReconnect: a connection of Fitbit's retired OAuth (contract/fitbit-reconnect.ts). */
  readonly fitbitAccount: { readonly connected: boolean; readonly needsReconnect: boolean } | null;
  readonly garminAccount: { readonly activeToggle: string } | null;
  readonly referralLink: string;
  /** How she appears on the leaderboards of her legs (account page; contract/leaderboard-name.ts). */
  readonly leaderboardName: LeaderboardName;
  /** Her e-mail choices (contract/mail-preferences.ts): postcards on unless she turned them off. */
  readonly mailPreferences: MailPreferences;
}

function parseRaceInfo(value: unknown): RaceInfo {
  const info = toRecord(value);
  return {
    name: toText(info.name),
    imageUrl: toText(info.imageUrl),
    legName: toText(info.legName),
    sport: parseSport(info.sport),
    distance: parseLegDistance(info.distance),
    url: toText(info.url),
    userStartDate: toDate(info.userStartDate, 'start'),
    userEndDate: toDate(info.userEndDate, 'end'),
    raceDateStart: toDate(info.raceDateStart, 'start'),
    raceDateEnd: toDate(info.raceDateEnd, 'end'),
    fr: parseFrench(info),
  };
}

export function parseSubscribedRace(key: string, value: unknown): SubscribedRace {
  const entry = toRecord(value);
  return {
    legId: key,
    raceId: toText(entry.raceId),
    raceInfo: parseRaceInfo(entry.raceInfo),
    bibNumber: toNumber(entry.bibNumber),
    stravaLink: entry.stravaLink === true,
    completedDate: toDate(entry.completedDate),
    teamName: toText(entry.teamName, 'noTeam'),
    teamChoice: toText(entry.teamChoice),
    giftCodes: toTextMap(entry.giftCodes),
    boughtProducts: toTextMap(entry.boughtProducts),
    shippingAddress: storedShippingAddress(entry.shippingAddress),
  };
}

function parseDetails(value: unknown): UserDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  const details = toRecord(value);
  return {
    firstName: toText(details.firstName),
    lastName: toText(details.lastName),
    address: toText(details.address),
    country: toText(details.country),
    state: toText(details.state),
    city: toText(details.city),
    postalCode: toText(details.postalCode),
    phoneNumber: toText(details.phoneNumber),
    lastModifiedAt: toDate(details.lastModifiedAt),
  };
}

function isMap(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === 'object' && value !== null ? toRecord(value) : null;
}

export function parseUserDoc(data: Readonly<Record<string, unknown>>): UserDoc {
  const races = toRecord(data.subscribedRaces);
  const strava = optionalRecord(data.stravaAccount);
  const fitbit = optionalRecord(data.fitbitAccount);
  const garmin = optionalRecord(data.garminAccount);
  return {
    email: toText(data.email),
    createdAt: toDate(data.createdAt),
    agreedToTerms: data.agreedToTerms === true,
    details: parseDetails(data.details),
    subscribedRaces: Object.fromEntries(
      Object.entries(races)
        // A leg id key with an entry that is not a map is no registration (a deleted one left null).
        .filter(([key, value]) => key.startsWith('price_') && isMap(value))
        .map(([key, value]) => [key, parseSubscribedRace(key, value)]),
    ),
    stravaAccount: strava ? { id: String(strava.id ?? '') } : null,
    fitbitAccount: fitbit
      ? { connected: fitbit.connected !== false, needsReconnect: fitbitNeedsReconnect(fitbit) }
      : null,
    garminAccount: garmin ? { activeToggle: toText(garmin.activeToggle, 'activities') } : null,
    referralLink: toText(data.referral_link),
    leaderboardName: parseLeaderboardName(data.leaderboardName),
    mailPreferences: parseMailPreferences(data.mailPreferences),
  };
}
