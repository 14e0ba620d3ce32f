import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { deploymentEnv } from './scripts/lib/deployments.mjs';
import { deploymentPolicy } from './scripts/deploy/hosting-csp';
import { emulatorOrigins, hostingHeaders } from './scripts/lib/hosting-headers.mjs';
import { releaseName } from './scripts/lib/release.mjs';
import { pwaOptions } from './vite.pwa';
import { linguiPlugins } from './vite.lingui';
import { inlineSplashImages } from './vite.splash';
import { sourceMapsOutOfDist } from './vite.sourcemaps';

// The hosting headers (cache, CSP, security) come from firebase.json, the file production
// deploys: the preview server the browser tests use sends the same ones.
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'));

/** The shell's own small modules (the router, guards, session state, spinner, update prompt). */
const SHELL_MODULES =
  /\/src\/(app\/(route-guards|app-update)\.tsx?|lib\/(after-paint|auth-context|auth-load|session-hint|sign-in-gate|report-error)\.tsx?|components\/page-spinner\.tsx|config\/(contact|env)\.ts)$/;

export default defineConfig(({ mode }) => {
  // The build's deployment (deployments.json, docs/deploy.md) reaches the app as Vite env.
  Object.assign(process.env, deploymentEnv(mode, process.cwd()));
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The Sentry release (src/lib/sentry.ts; docs/error-reporting.md): the commit built, unless
  // SENTRY_RELEASE names one. A constant of its own, not a VITE_* variable: config/env.ts reads
  // import.meta.env whole, and every VITE_* value would weigh on the shell of every page.
  const release = releaseName(process.cwd());
  // The preview answers on the deployment's own hosts too (a custom domain mapped to it in a
  // browser test: tests/e2e/other-deployment/).
  const deployment = JSON.parse(env.VITE_DEPLOYMENT ?? '{}') as {
    appOrigins?: string[];
    policyUrl?: string;
    mail?: { support?: string; senderName?: string };
  };
  const deploymentHosts = (deployment.appOrigins ?? []).map((origin) => new URL(origin).hostname);
  return {
    define: {
      __SENTRY_RELEASE__: JSON.stringify(release),
      // The help address and policy page (config/contact.ts), which the server's texts use too.
      __APP_SUPPORT_EMAIL__: JSON.stringify(deployment.mail?.support ?? ''),
      __APP_POLICY_URL__: JSON.stringify(deployment.policyUrl ?? ''),
      // Who sends the news, named in the consent box (config/contact.ts, docs/privacy.md).
      __APP_ORGANISATION__: JSON.stringify(deployment.mail?.senderName ?? ''),
      // The functions' VAPID public key (docs/push.md; src/config/push-key.ts): a constant of its
      // own, read by the account page alone, so no other page carries it.
      __VAPID_PUBLIC_KEY__: JSON.stringify(
        loadEnv(mode, process.cwd(), 'VAPID_').VAPID_PUBLIC_KEY ?? '',
      ),
    },
    plugins: [
      react(),
      ...linguiPlugins(),
      inlineSplashImages(),
      VitePWA(pwaOptions),
      hostingHeaders({
        firebaseJson,
        contentSecurityPolicy: (policy) =>
          deploymentPolicy(
            policy,
            JSON.parse(env.VITE_DEPLOYMENT ?? '{}'),
            emulatorOrigins(env.VITE_EMULATOR_HOST, firebaseJson.emulators),
          ),
        // The browser tests' preview (tests/e2e/global-setup.ts) sends the files uncompressed.
        compress: process.env.PREVIEW_COMPRESSION !== 'off',
      }),
      sourceMapsOutOfDist(process.cwd(), release),
    ],
    // The Firestore SDK's Pipeline evaluator is the only user of re2js; the app runs no pipelines.
    resolve: {
      alias: { re2js: fileURLToPath(new URL('src/lib/re2js-native.ts', import.meta.url)) },
    },
    // Bootstrap's Sass (src/styles/bootstrap.scss) still uses @import and the global colour
    // functions; its deprecation notices are Bootstrap's to act on, not ours.
    css: {
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    server: { port: 5173, strictPort: true, host: 'localhost' },
    preview: { port: 4173, strictPort: true, host: 'localhost', allowedHosts: deploymentHosts },
    build: {
      // Built for Sentry, never served: no sourceMappingURL comment, and the maps leave dist/
      // (vite.sourcemaps.ts).
      sourcemap: 'hidden',
      // Every browser the app supports preloads modules itself: no polyfill on the first load.
      modulePreload: { polyfill: false },
      // Vendor code shared by every screen stays in one long-cached chunk.
      rollupOptions: {
        output: {
          manualChunks(id: string) {
            if (
              /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)
            )
              return 'react';
            // The i18n runtime and the language switch belong to the shell too (docs/i18n.md):
            // every page opens with them, and each extra file costs its own gzip overhead.
            if (
              /node_modules\/@lingui\/(core|react)\//.test(id) ||
              /src\/lib\/i18n\/(activate|language|language-provider|device-language)\.tsx?$/.test(
                id,
              ) ||
              /src\/components\/language-switch\.tsx$/.test(id)
            )
              return 'shell';
            // The app shell every page opens with: one file rather than a handful of tiny ones
            // (each costs a request and its own gzip header on the sign-in page's first load).
            if (SHELL_MODULES.test(id)) return 'shell';
            return undefined;
          },
        },
      },
    },
  };
});
