/**
 * JSON with map keys sorted, so two values compare by content whatever order Firestore keeps
 * (the race setup's and the options' `unchanged`, docs/organiser-console.md). Pure.
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
