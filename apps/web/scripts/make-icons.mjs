// Draws Glentia's app icons (PWA manifest, Apple touch icon, native splash source) from the
// favicon's design with sharp. Run once after changing the design: `node apps/web/scripts/make-icons.mjs`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const mark = `
  <path d="M10 44c8-6 14-6 22 0s14 6 22 0" fill="none" stroke="#7cc4ff" stroke-width="4" stroke-linecap="round"/>
  <path d="M38 14v20.5a6 6 0 1 1-4-5.66V18l-10 2.5v16a6 6 0 1 1-4-5.66V17.4z" fill="#f5a45d"/>`;

/** Rounded tile, as the favicon. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#0a5cad"/>${mark}</svg>`;

/** Full-bleed square with the mark inside the maskable safe zone (the middle 80 %). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#0a5cad"/><g transform="translate(9.6 9.6) scale(0.7)">${mark}</g></svg>`;

const jobs = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
];
for (const [name, svg, size] of jobs) {
  await sharp(Buffer.from(svg), { density: 600 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`wrote ${name}`);
}

// The phone apps' launcher icons and splash screens, when their projects exist (`npx cap add`).
import { existsSync, readdirSync } from 'node:fs';

const web = path.join(import.meta.dirname, '..');
const androidRes = path.join(web, 'android', 'app', 'src', 'main', 'res');
if (existsSync(androidRes)) {
  const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
  for (const [density, scale] of Object.entries(densities)) {
    const folder = path.join(androidRes, `mipmap-${density}`);
    const icon = Math.round(48 * scale);
    const foreground = Math.round(108 * scale);
    await sharp(Buffer.from(rounded), { density: 600 })
      .resize(icon, icon)
      .png()
      .toFile(path.join(folder, 'ic_launcher.png'));
    await sharp(Buffer.from(maskable), { density: 600 })
      .resize(icon, icon)
      .png()
      .toFile(path.join(folder, 'ic_launcher_round.png'));
    await sharp(Buffer.from(maskable), { density: 600 })
      .resize(foreground, foreground)
      .png()
      .toFile(path.join(folder, 'ic_launcher_foreground.png'));
  }
  for (const folder of readdirSync(androidRes).filter((name) => name.startsWith('drawable'))) {
    const file = path.join(androidRes, folder, 'splash.png');
    if (!existsSync(file)) continue;
    const { width, height } = await sharp(file).metadata();
    await splash(width, height, file);
  }
  console.log('wrote Android icons and splash screens');
}

const iosAssets = path.join(web, 'ios', 'App', 'App', 'Assets.xcassets');
if (existsSync(iosAssets)) {
  await sharp(Buffer.from(maskable), { density: 1200 })
    .resize(1024, 1024)
    .flatten({ background: '#0a5cad' })
    .png()
    .toFile(path.join(iosAssets, 'AppIcon.appiconset', 'AppIcon-512@2x.png'));
  for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
    await splash(2732, 2732, path.join(iosAssets, 'Splash.imageset', name));
  }
  console.log('wrote iOS icon and splash screens');
}

/** The limestone background with the tile in the middle. */
async function splash(width, height, file) {
  const tile = Math.round(Math.min(width, height) * 0.28);
  const logo = await sharp(Buffer.from(rounded), { density: 1200 }).resize(tile, tile).png().toBuffer();
  await sharp({ create: { width, height, channels: 4, background: '#f7f4ee' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toFile(file);
}
