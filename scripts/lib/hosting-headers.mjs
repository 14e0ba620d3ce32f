/**
 * Hosting headers, one source: firebase.json's `hosting.headers` is what Firebase Hosting sends
 * in production, and the same rules are applied by `vite preview` (vite.config.ts), so every
 * browser test runs under the real Content-Security-Policy. The preview sends the policy of the
 * deployment it was built for (scripts/deploy/hosting-csp.ts: its own functions, and on the
 * emulator suite the emulators' origins, which the app talks to instead of Google).
 */

/**
 * A Firebase Hosting glob (`**` any depth, `*` within one segment) as a RegExp on a URL path.
 * @param {string} glob
 */
export function globToRegExp(glob) {
  const path = glob.startsWith('/') ? glob : `/${glob}`;
  let source = '';
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i];
    if (char === '*' && path[i + 1] === '*') {
      // `/**` also matches the bare parent (`/assets/**` matches `/assets`).
      if (source.endsWith('/')) source = `${source.slice(0, -1)}(?:/.*)?`;
      else source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule
 */

/**
 * The headers a path gets: every matching rule in order, a later rule's value for the same key
 * replacing an earlier one (Firebase Hosting's "last rule wins").
 * @param {readonly HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * The policy with `sources` appended to `directive` (added when the policy lacks it).
 * @param {string} policy
 * @param {string} directive
 * @param {readonly string[]} sources
 */
export function withSources(policy, directive, sources) {
  if (sources.length === 0) return policy;
  const parts = policy.split(';').map((part) => part.trim());
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) return [...parts, `${directive} ${sources.join(' ')}`].join('; ');
  parts[index] = `${parts[index]} ${sources.join(' ')}`;
  return parts.join('; ');
}

/**
 * The emulators' origins the app calls on the emulator suite (Auth, Firestore, Functions), from
 * the host in the app's env and the ports in firebase.json; none outside the emulator suite.
 * @param {string | undefined} emulatorHost VITE_EMULATOR_HOST
 * @param {Record<string, { host?: string, port?: number }>} emulators firebase.json's `emulators`
 */
export function emulatorOrigins(emulatorHost, emulators) {
  if (!emulatorHost) return [];
  return ['auth', 'firestore', 'functions']
    .map((name) => emulators[name]?.port)
    .filter((port) => port !== undefined)
    .map((port) => `http://${emulatorHost}:${port}`);
}

/**
 * A Vite plugin: the preview server answers with the hosting headers of firebase.json, the
 * Content-Security-Policy as `contentSecurityPolicy` makes it for the build's deployment.
 * `compress: false` sends every file as it is in the build: `vite preview` gzips each response
 * again at every request (Hosting serves compressed files from its cache), which made the browser
 * tests' preview about three times the CPU per file, and Chromium inflated it all again
 * (docs/testing.md, "The preview sends the files as they are").
 * @param {{ firebaseJson: { hosting: { headers: HeaderRule[] } }, contentSecurityPolicy: (policy: string) => string, compress?: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function hostingHeaders({ firebaseJson, contentSecurityPolicy, compress = true }) {
  const rules = firebaseJson.hosting.headers;
  return {
    name: 'hosting-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://preview');
        for (const [key, value] of Object.entries(headersForPath(rules, pathname))) {
          const sent = key === 'Content-Security-Policy' ? contentSecurityPolicy(value) : value;
          response.setHeader(key, sent);
        }
        // Vite's compression comes after the plugins' middlewares: with no encoding accepted it
        // sends the file as it is.
        if (!compress) delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}
