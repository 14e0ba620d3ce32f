import type { Browser } from 'playwright-core';

export declare const SIGN_IN_BUDGET_BYTES: number;
export declare function measureFirstLoadJs(
  browser: Browser,
  url: string,
  distDir: string,
  signIn?: { email: string; password: string; origin: string; ready: string },
): Promise<{
  files: { file: string; gzipBytes: number; source: string }[];
  totalGzipBytes: number;
}>;
