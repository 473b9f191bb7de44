/**
 * Draws the site's raster icons from its SVGs with Chromium (the browser the tests already
 * use), so no image tool is needed. The PNGs and favicon.ico are committed in public/; run
 * this again after changing an SVG:
 *
 *   node scripts/icons.ts
 *
 *   public/icons/icon.svg      → icons/icon-192.png, icons/icon-512.png   (manifest, "any")
 *   public/icons/maskable.svg  → icons/maskable-512.png                   (manifest, "maskable")
 *                              → apple-touch-icon.png (180, opaque: iOS rounds it itself)
 *   public/favicon.svg         → favicon.ico (16, 32 and 48 px PNGs in one ICO file)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';

const PUBLIC = join(import.meta.dirname, '..', 'public');

async function render(page: Page, svgFile: string, size: number): Promise<Buffer> {
  const svg = readFileSync(join(PUBLIC, svgFile), 'utf8');
  await page.setViewportSize({ width: size, height: size });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
      `<img src="${src}" width="${String(size)}" height="${String(size)}">`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file whose images are PNGs (read by every browser since IE Vista-era). */
function ico(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at); // width (0 = 256)
    header.writeUInt8(size >= 256 ? 0 : size, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({
  executablePath:
    process.env['PRESIDENT_CHROMIUM'] ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const outputs: [string, Buffer][] = [
    ['icons/icon-192.png', await render(page, 'icons/icon.svg', 192)],
    ['icons/icon-512.png', await render(page, 'icons/icon.svg', 512)],
    ['icons/maskable-512.png', await render(page, 'icons/maskable.svg', 512)],
    ['apple-touch-icon.png', await render(page, 'icons/maskable.svg', 180)],
  ];
  const favicons = [];
  for (const size of [16, 32, 48]) {
    favicons.push({ size, png: await render(page, 'favicon.svg', size) });
  }
  outputs.push(['favicon.ico', ico(favicons)]);
  for (const [file, data] of outputs) {
    writeFileSync(join(PUBLIC, file), data);
    console.log(`public/${file}  ${String(data.length)} bytes`);
  }
} finally {
  await browser.close();
}
