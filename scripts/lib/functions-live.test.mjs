import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  liveStateFile,
  notLiveReason,
  readLiveState,
  untilFunctionsLive,
  writeLiveState,
} from './functions-live.mjs';

const root = join(import.meta.dirname, '..', '..');
const dirs = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'functions-live-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const live = (builtFrom, inputs = ['/src/a.ts', '/src/b.ts']) => ({
  state: 'live',
  builtFrom,
  inputs,
});

describe('notLiveReason', () => {
  it('is null once live and every source is older than the last build', () => {
    expect(notLiveReason(live(1000), () => 999)).toBeNull();
  });

  it('names a source saved after the last build started', () => {
    const mtimes = { '/src/a.ts': 500, '/src/b.ts': 1500 };
    expect(notLiveReason(live(1000), (path) => mtimes[path])).toEqual({
      waiting: '/src/b.ts was saved after the last build',
    });
  });

  it('waits for a build and a reload under way, and says why a failed one failed', () => {
    const old = () => 0;
    expect(notLiveReason({ ...live(1), state: 'building' }, old)).toEqual({
      waiting: 'the functions bundle is being rebuilt',
    });
    expect(notLiveReason({ ...live(1), state: 'reloading' }, old)).toEqual({
      waiting: 'the emulator is reloading the functions',
    });
    expect(
      notLiveReason({ ...live(1), state: 'failed', error: 'the functions bundle did not build' }),
    ).toEqual({ failed: 'the functions bundle did not build' });
  });
});

describe('untilFunctionsLive', () => {
  it('resolves at once where no watcher writes a state (a suite started for one run)', async () => {
    await expect(untilFunctionsLive(join(tempDir(), 'none.live.json'))).resolves.toBeUndefined();
  });

  it('waits through a reload and resolves once the watcher says live', async () => {
    const file = join(tempDir(), 'index.js.live.json');
    writeLiveState(file, { ...live(Date.now(), []), state: 'reloading' });
    const said = [];
    await untilFunctionsLive(file, {
      // The watcher's next step, written once the wait has begun.
      onWaiting: (reason) => {
        said.push(reason);
        writeLiveState(file, live(Date.now(), []));
      },
    });
    expect(said).toEqual(['the emulator is reloading the functions']);
  });

  it('fails with the reason when the build or the reload failed, and after its time', async () => {
    const file = join(tempDir(), 'index.js.live.json');
    writeLiveState(file, { ...live(1, []), state: 'failed', error: 'no hub' });
    await expect(untilFunctionsLive(file)).rejects.toThrow(/not the saved ones: no hub/);
    writeLiveState(file, { ...live(1, []), state: 'building' });
    await expect(untilFunctionsLive(file, { timeoutMs: 200, pollMs: 50 })).rejects.toThrow(
      /not live after 0.2 s \(the functions bundle is being rebuilt\)/,
    );
  });
});

describe("npm start's functions watcher (functions/build.mjs --watch --reload)", () => {
  it('builds, asks the hub to reload, and only then writes live, naming the sources', async () => {
    const dir = tempDir();
    const outfile = join(dir, 'index.js');
    // The state the watcher had written when the hub was asked to reload: live comes after.
    const seenAtReload = [];
    const hub = createServer((request, response) => {
      if (request.method === 'PUT' && request.url === '/functions/enableBackgroundTriggers')
        seenAtReload.push(readLiveState(liveStateFile(outfile))?.state);
      response.end();
    });
    await new Promise((resolve) => hub.listen(0, '127.0.0.1', resolve));
    const watcher = spawn(
      process.execPath,
      [
        'build.mjs',
        'emulator',
        `--outfile=${outfile}`,
        '--watch',
        `--reload=http://127.0.0.1:${hub.address().port}`,
      ],
      { cwd: join(root, 'functions'), stdio: 'ignore' },
    );
    try {
      // The watcher is another process: its state file is the evidence, read until it says live.
      let state = readLiveState(liveStateFile(outfile));
      while (state?.state !== 'live') {
        expect(state?.state).not.toBe('failed');
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = readLiveState(liveStateFile(outfile));
      }
      expect(seenAtReload).toEqual(['reloading']);
      await expect(untilFunctionsLive(liveStateFile(outfile))).resolves.toBeUndefined();
      expect(state.inputs).toContain(
        join(root, 'functions', 'src', 'registration', 'check-team.ts'),
      );
    } finally {
      watcher.kill();
      hub.close();
    }
  }, 60000);
});
