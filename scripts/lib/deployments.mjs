/**
 * deployments.json, the one place for the deployments' names (docs/deploy.md), for the build
 * tools: the entry of a Vite mode, handed to the app as `VITE_DEPLOYMENT` (src/config/env.ts
 * checks it with the contract's rule). `DEPLOYMENTS_FILE` (relative to the repository) reads
 * another table: the browser tests' build for another project (tests/fixtures/other-deployment).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * @param {string} root the repository
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, Record<string, unknown>>}
 */
export function readDeployments(root, env = process.env) {
  const file = resolve(root, env.DEPLOYMENTS_FILE || 'deployments.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The Vite env of `mode`'s deployment: `{ VITE_DEPLOYMENT }`, empty when no entry has that mode
 * (the app then stops naming VITE_DEPLOYMENT).
 * @param {string} mode
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function deploymentEnv(mode, root, env = process.env) {
  const table = readDeployments(root, env);
  const alias = Object.keys(table).find((name) => table[name]?.mode === mode);
  return alias ? { VITE_DEPLOYMENT: JSON.stringify({ alias, ...table[alias] }) } : {};
}
