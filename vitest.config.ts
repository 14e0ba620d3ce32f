import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './vite.lingui';
import { deploymentEnv } from './scripts/lib/deployments.mjs';

// One project per kind of test; scripts/test.mjs runs them in order, the emulator
// projects inside the emulator suite.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), ...linguiPlugins()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'functions/src/**/*.test.ts',
            'functions/emulator/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
          ],
          setupFiles: ['tests/setup/jsdom.ts'],
          // The component tests walk multi-step forms key by key (user-event): CPU work that takes
          // up to 3 s here and twice that on a machine kept busy by another process.
          testTimeout: 15000,
          // Every render inside the I18nProvider (tests/setup/testing-library.tsx).
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL('tests/setup/testing-library.tsx', import.meta.url),
              ),
            },
          ],
          env: loadEmulatorEnv(),
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          // The seed's emulator test; its pure builder tests are in the unit project.
          include: ['tests/integration/**/*.test.ts', 'tests/seed/**/*.test.ts'],
          fileParallelism: false,
          // Above the wait for a trigger's evidence (TRIGGER_WAIT_MS, two minutes,
          // support/emulators.ts): a test may wait for two, a setup hook for three.
          testTimeout: 240000,
          hookTimeout: 360000,
        },
      },
      {
        test: {
          // The app's api modules with the real Firebase SDK against the emulator suite and the
          // demo data, in local mode (.env.emulators), as a participant: the rules apply.
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 60000,
          env: loadEmulatorEnv(),
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});

/** Component tests run against the local-mode config (.env.emulators), never a real project. */
function loadEmulatorEnv(): Record<string, string> {
  return {
    ...loadEnv('emulators', process.cwd(), 'VITE_'),
    ...deploymentEnv('emulators', process.cwd()),
  };
}
