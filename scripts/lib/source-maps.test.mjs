// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesNamingASourceMap, moveSourceMaps } from './source-maps.mjs';

let dir = '';
const write = (path, text) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'source-maps-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('moveSourceMaps', () => {
  it('moves every map out of dist with a copy of its file, under the release, and keeps one release', () => {
    write('dist/index.html', '<html></html>');
    write('dist/assets/shell-1.js', 'console.log(1)');
    write('dist/assets/shell-1.js.map', '{"version":3}');
    write('dist/assets/app-2.css', 'a{}');
    write('dist/assets/app-2.css.map', '{"version":3}');
    write('upload/an-older-release/release.txt', 'old\n');

    const moved = moveSourceMaps(join(dir, 'dist'), join(dir, 'upload'), 'name@1.0/rc');

    expect(moved.sort()).toEqual(['assets/app-2.css.map', 'assets/shell-1.js.map']);
    expect(filesNamingASourceMap(join(dir, 'dist'))).toEqual([]);
    expect(existsSync(join(dir, 'dist/assets/shell-1.js.map'))).toBe(false);
    expect(existsSync(join(dir, 'dist/assets/shell-1.js'))).toBe(true);
    const release = join(dir, 'upload', encodeURIComponent('name@1.0/rc'));
    expect(readFileSync(join(release, 'release.txt'), 'utf8')).toBe('name@1.0/rc\n');
    expect(readFileSync(join(release, 'assets/shell-1.js'), 'utf8')).toBe('console.log(1)');
    expect(existsSync(join(release, 'assets/shell-1.js.map'))).toBe(true);
    expect(existsSync(join(release, 'assets/app-2.css.map'))).toBe(true);
    expect(existsSync(join(dir, 'upload/an-older-release'))).toBe(false);
  });

  it.each([
    ['a script', 'assets/a.js', 'x()\n//# sourceMappingURL=a.js.map'],
    ['a module', 'sw.mjs', 'x()\n//@ sourceMappingURL=sw.mjs.map'],
    ['a stylesheet', 'assets/a.css', 'a{}\n/*# sourceMappingURL=a.css.map */'],
  ])('refuses a build where %s still names its map (it would be fetched)', (_, path, text) => {
    write(`dist/${path}`, text);
    expect(() => moveSourceMaps(join(dir, 'dist'), join(dir, 'upload'), 'r')).toThrow(path);
  });
});
