/**
 * The first paint (index.html, docs/performance.md "The first paint"): the splash's logo is
 * written into the page as a data: URL, so it paints with the stylesheet, before any script has
 * run and without waiting for a request of its own. An image marked `data-inline-src="/path"`
 * gets that file of public/ as its src; the CSP allows data: images (firebase.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const MARKED = /data-inline-src="(\/[^"]+\.svg)"/g;

/** `html` with each marked SVG image's mark replaced by a src holding the file, read by `read`. */
export function inlineMarkedImages(html: string, read: (path: string) => string): string {
  return html.replace(MARKED, (_mark, path: string) => {
    const svg = read(path).trim();
    return `src="data:image/svg+xml,${encodeURIComponent(svg)}"`;
  });
}

/** The Vite plugin: index.html's marked images inlined from `publicDir`, in dev and in builds. */
export function inlineSplashImages(publicDir = 'public'): Plugin {
  return {
    name: 'inline-splash-images',
    transformIndexHtml: (html) =>
      inlineMarkedImages(html, (path) => readFileSync(join(publicDir, path), 'utf8')),
  };
}
