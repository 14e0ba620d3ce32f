/**
 * The races the Numbers section offers (docs/organiser-console.md, "Numbers"): the legs grouped
 * by their race's name (a leg names its race, not its product id: docs/data-model.md), in the
 * order the legs come (newest race first). Pure.
 */
export interface RaceLeg {
  readonly legId: string;
  readonly name: string;
}

export interface RaceChoice {
  /** The race's name ('' when its legs have none: each such leg is a race of its own). */
  readonly name: string;
  readonly legIds: readonly string[];
}

export function raceChoices(legs: readonly RaceLeg[]): RaceChoice[] {
  const races: { name: string; legIds: string[] }[] = [];
  for (const leg of legs) {
    const race = leg.name ? races.find((r) => r.name === leg.name) : undefined;
    if (race) race.legIds.push(leg.legId);
    else races.push({ name: leg.name, legIds: [leg.legId] });
  }
  return races;
}
