import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { emulatorOrigins, hostingHeaders } from './scripts/lib/hosting-headers.mjs';
import { pwaOptions } from './vite.pwa';

// The hosting headers (cache, CSP, security) come from firebase.json, the file production
// deploys: the preview server the browser tests use sends the same ones.
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      VitePWA(pwaOptions),
      hostingHeaders({
        firebaseJson,
        connectSources: emulatorOrigins(env.VITE_EMULATOR_HOST, firebaseJson.emulators),
      }),
    ],
    // The Firestore SDK's Pipeline evaluator is the only user of re2js; the app runs no pipelines.
    resolve: {
      alias: { re2js: fileURLToPath(new URL('src/lib/re2js-native.ts', import.meta.url)) },
    },
    server: { port: 5173, strictPort: true, host: 'localhost' },
    preview: { port: 4173, strictPort: true, host: 'localhost' },
    build: {
      sourcemap: true,
      // Vendor code shared by every screen stays in one long-cached chunk.
      rollupOptions: {
        output: {
          manualChunks(id: string) {
            if (
              /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)
            )
              return 'react';
            return undefined;
          },
        },
      },
    },
  };
});
