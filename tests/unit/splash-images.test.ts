import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineMarkedImages } from '../../vite.splash';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"><text>A "B" & C</text></svg>\n';

describe("the first paint's images are written into index.html", () => {
  it('replaces the mark with a data: URL holding the file, quotes and ampersands escaped', () => {
    const html = inlineMarkedImages('<img data-inline-src="/images/logo.svg" alt="" />', (path) => {
      expect(path).toBe('/images/logo.svg');
      return LOGO;
    });
    const src = /^<img src="([^"]*)" alt="" \/>$/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(src!.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src!.slice('data:image/svg+xml,'.length))).toBe(LOGO.trim());
  });

  it('leaves other images and attributes alone', () => {
    const html = '<img src="/images/logo.svg" alt="Canada Virtual Challenges" />';
    expect(inlineMarkedImages(html, () => LOGO)).toBe(html);
  });

  it("index.html's splash is marked, larger than the sign-in screens' 96 px logo, and hidden from assistive technology", () => {
    const indexHtml = readFileSync('index.html', 'utf8');
    const splash = /<div class="startup-splash" aria-hidden="true">\s*<img ([^>]*)\/>/.exec(
      indexHtml,
    );
    expect(splash).not.toBeNull();
    expect(splash![1]).toContain('data-inline-src="/images/logo.svg"');
    expect(splash![1]).toContain('alt=""');
    expect(Number(/height="(\d+)"/.exec(splash![1])?.[1])).toBeGreaterThanOrEqual(96);
  });
});
