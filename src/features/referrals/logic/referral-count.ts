/**
 * The referral count (docs/product.md §P3: referrals/{uid} holds totals and a nested map of counts,
 * summed to give the count). Every number found under `counts`, at any depth, is added; a
 * document without counts falls back to its `total`. Pure.
 */
function sumNumbers(value: unknown, depth = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  if (depth > 4 || typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce<number>((sum, item) => sum + sumNumbers(item, depth + 1), 0);
}

export function referralCount(data: Readonly<Record<string, unknown>> | null): number {
  if (!data) return 0;
  const counts = data.counts;
  if (typeof counts === 'object' && counts !== null && Object.keys(counts).length > 0)
    return sumNumbers(counts);
  return typeof data.total === 'number' && data.total > 0 ? data.total : 0;
}
