import type { AppEnv } from '../config/env';

/** Test hosts: local and staging (docs/product.md, Layout). */
function isTestHost(hostname: string): boolean {
  return (
    ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname) ||
    /(^|[.-])staging([.-]|$)/.test(hostname)
  );
}

/** The header is dark orange on the staging and local hosts, otherwise black. */
export function headerTheme(appEnv: AppEnv, hostname: string): 'test' | 'live' {
  return appEnv !== 'production' || isTestHost(hostname) ? 'test' : 'live';
}
