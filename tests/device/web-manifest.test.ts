import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/langs.ts';
import { MANIFEST_ICONS, webManifest } from '../../src/lib/web-manifest.ts';

const PUBLIC = join(import.meta.dirname, '..', '..', 'public');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${String(data.readUInt32BE(16))}x${String(data.readUInt32BE(20))}`;
}

describe('web app manifest', () => {
  it.each(LANGS)('%s: installable, opening on the referee in that language', (lang) => {
    const manifest = webManifest(lang);
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(`/${lang}/referee/`);
    expect(manifest.display).toBe('standalone');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.name).not.toBe('');
    for (const shortcut of manifest.shortcuts) expect(shortcut.url).toMatch(`/${lang}/`);
    // JSON as served: nothing lost in serialisation.
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('names every icon a file in public/ of the size it claims, 192 and 512 and maskable', () => {
    for (const icon of MANIFEST_ICONS) {
      const file = join(PUBLIC, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(file)).toBe(icon.sizes);
    }
    const sizes = MANIFEST_ICONS.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', 'any any']),
    );
    expect(pngSize(join(PUBLIC, 'apple-touch-icon.png'))).toBe('180x180');
  });

  it('serves a favicon.ico (ICO header, images inside)', () => {
    const ico = readFileSync(join(PUBLIC, 'favicon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
