/**
 * The participant's linked device, live from users/{uid} (docs/product.md §P3 Linked device, derived in
 * the contract), for the return pages: 'loading' until the document is read.
 */
import { linkedDevice, type LinkedDevice } from '../../../contract/linked-device';
import { useUserDoc } from '../../../lib/use-user-doc';

export interface LiveDevice {
  readonly device: LinkedDevice | 'loading';
  readonly error: Error | null;
  readonly retry: () => void;
}

export function useLinkedDevice(uid: string): LiveDevice {
  const user = useUserDoc(uid);
  if (user.status === 'success')
    return { device: user.data ? linkedDevice(user.data) : 'none', error: null, retry: user.retry };
  return { device: 'loading', error: user.error, retry: user.retry };
}
