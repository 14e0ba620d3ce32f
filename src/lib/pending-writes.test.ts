import { describe, expect, it } from 'vitest';
import { pendingWriteCount, trackPendingWrite } from './pending-writes';

describe('pending writes', () => {
  it('counts a write until the server acknowledges or refuses it', async () => {
    let acknowledge = () => {};
    let refuse = () => {};
    const acknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
    const refused = new Promise<void>((_, reject) => (refuse = () => reject(new Error('denied'))));
    refused.catch(() => {});
    trackPendingWrite(acknowledged);
    trackPendingWrite(refused);
    expect(pendingWriteCount()).toBe(2);
    acknowledge();
    await acknowledged;
    expect(pendingWriteCount()).toBe(1);
    refuse();
    await refused.catch(() => {});
    await Promise.resolve();
    expect(pendingWriteCount()).toBe(0);
  });
});
