import type { Plugin } from 'vite';

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
export declare function globToRegExp(glob: string): RegExp;
export declare function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string>;
export declare function withSources(
  policy: string,
  directive: string,
  sources: readonly string[],
): string;
export declare function emulatorOrigins(
  emulatorHost: string | undefined,
  emulators: Record<string, { host?: string; port?: number }>,
): string[];
export declare function hostingHeaders(options: {
  firebaseJson: { hosting: { headers: HeaderRule[] } };
  contentSecurityPolicy: (policy: string) => string;
  /** false: files sent as they are, not gzipped at each request (the browser tests' preview). */
  compress?: boolean;
}): Plugin;
