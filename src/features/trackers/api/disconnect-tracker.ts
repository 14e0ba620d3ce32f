/**
 * Disconnecting the linked tracker (beyond the spec; docs/trackers.md: callable
 * trackers-disconnect {} → {disconnected}). The server revokes our access at the provider and
 * forgets the connection; the activities already imported stay. The account page's user
 * document listener then shows no device.
 */
import { TRACKER_PROVIDERS, type TrackerProvider } from '../../../contract/tracker-activity';
import {
  TRACKERS_DISCONNECT,
  type DisconnectResponse,
} from '../../../contract/callables/tracker-connect';
import { callable } from '../../../lib/functions';

export async function disconnectTracker(): Promise<TrackerProvider | null> {
  const result = await callable<Record<string, never>, Partial<DisconnectResponse>>(
    TRACKERS_DISCONNECT.name,
  )({});
  return TRACKER_PROVIDERS.find((p) => p === result.data.disconnected) ?? null;
}
