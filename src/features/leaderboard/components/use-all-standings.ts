/** The whole list, loaded once on demand ('Show all', 'Show me', a window tab on a stale board). */
import { useCallback, useState } from 'react';
import { reportError } from '../../../lib/report-error';
import type { StandingRow } from '../../../contract/standing-row';
import type { ShardLayout } from '../../../contract/standings-layout';
import { loadAllStandings } from '../api/standings';

export type AllStandings =
  | { readonly status: 'idle' | 'loading'; readonly rows: null }
  | { readonly status: 'error'; readonly rows: null }
  | { readonly status: 'success'; readonly rows: readonly StandingRow[] };

/** `layout`: the standings the board was built from (it names them). */
export function useAllStandings(legId: string, layout: ShardLayout) {
  const { generation, count } = layout;
  const [state, setState] = useState<AllStandings>({ status: 'idle', rows: null });
  const load = useCallback(async (): Promise<readonly StandingRow[] | null> => {
    setState({ status: 'loading', rows: null });
    try {
      const rows = await loadAllStandings(legId, { generation, count });
      setState({ status: 'success', rows });
      return rows;
    } catch (error) {
      reportError(error, { where: 'leaderboard: all standings', legId });
      setState({ status: 'error', rows: null });
      return null;
    }
  }, [legId, generation, count]);
  return { state, load };
}
