import type { Browser } from 'playwright-core';

export declare const SIGN_IN_BUDGET_BYTES: number;
export declare const DASHBOARD_BUDGET_BYTES: number;
export declare const LEADERBOARD_BUDGET_BYTES: number;
export declare const LEADERBOARD_EXTRA_CHUNKS: string[];
export declare const AFTER_LOAD_CHUNKS: string[];
export declare const DASHBOARD_AFTER_PAINT_CHUNKS: string[];
export declare const READY_TIMEOUT_MS: number;
export declare const DEMO_RUNNER: { email: string; password: string };
export declare const SIGNED_IN_PAGES: { path: string; ready: string }[];
export declare function isChunkOf(file: string, chunks: readonly string[]): boolean;
export declare function measureFirstLoadJs(
  browser: Browser,
  url: string,
  distDir: string,
  options?: {
    ready?: string;
    untilReady?: boolean;
    signIn?: { email: string; password: string; origin: string };
  },
): Promise<{
  files: { file: string; gzipBytes: number; source: string }[];
  later: { file: string; gzipBytes: number; source: string }[];
  totalGzipBytes: number;
  cssFiles: { file: string; gzipBytes: number; source: string }[];
  cssGzipBytes: number;
}>;
