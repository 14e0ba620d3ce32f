import { describe, expect, it } from 'vitest';
import { mapInOrder } from './map-in-order';

/** A task that resolves when the test says so, recording how many run at once. */
function gate() {
  const open: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const task = async (n: number) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => open.push(resolve));
    running -= 1;
    return n * 10;
  };
  return { task, open, most: () => most };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('mapInOrder', () => {
  it('gives the results in the items’ order, whatever order they finish in', async () => {
    const { task, open } = gate();
    const done = mapInOrder([1, 2, 3], 3, task);
    await settle();
    // Finish the last first.
    open[2]?.();
    open[1]?.();
    open[0]?.();
    await expect(done).resolves.toEqual([10, 20, 30]);
  });

  it('never runs more than the limit at once, and starts the next as one finishes', async () => {
    const { task, open, most } = gate();
    const done = mapInOrder([1, 2, 3, 4, 5], 2, task);
    await settle();
    expect(open).toHaveLength(2);
    open[0]?.();
    await settle();
    expect(open).toHaveLength(3);
    for (let i = 1; i < 5; i += 1) {
      open[i]?.();
      await settle();
    }
    await expect(done).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(most()).toBe(2);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const done = mapInOrder([1, 2, 3, 4], 1, async (n) => {
      started.push(n);
      if (n === 2) throw new Error('leg 2 failed');
      return n;
    });
    await expect(done).rejects.toThrow('leg 2 failed');
    expect(started).toEqual([1, 2]);
  });

  it('maps nothing to nothing, and refuses a limit below one', async () => {
    await expect(mapInOrder([], 4, async (n: number) => n)).resolves.toEqual([]);
    await expect(mapInOrder([1], 0, async (n) => n)).rejects.toThrow(RangeError);
  });
});
