/**
 * One-off: writes the demo covers' variants into infra/local/demo-cover-variants/ (see
 * demo-covers.ts for why they are files). Run it again when the demo covers or the variant rules
 * change:
 *
 *     npx tsx infra/local/make-demo-cover-variants.ts
 *
 * Debian's Chromium (the one the end-to-end tests use) runs the web app's own variant maker
 * (web/src/lib/cover-variants.ts, bundled here by esbuild) on each PNG, so the files are what a
 * browser attaching those covers sends.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { DEMO_SESSIONS } from './demo-content';
import { DEMO_COVER_VARIANTS_DIR, DEMO_VARIANT_WIDTHS, demoCoverPng, demoVariantFile } from './demo-covers';

const maker = await build({
  entryPoints: [fileURLToPath(new URL('../../web/src/lib/cover-variants.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'coverVariants',
  target: 'es2022',
});

const dir = fileURLToPath(DEMO_COVER_VARIANTS_DIR);
mkdirSync(dir, { recursive: true });
for (const old of readdirSync(dir)) if (old.endsWith('.webp')) rmSync(`${dir}/${old}`);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: maker.outputFiles[0]?.text ?? '' });
  for (const [index] of DEMO_SESSIONS.entries()) {
    const png = demoCoverPng(index).toString('base64');
    const made = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const file = new File([bytes], 'cover.png', { type: 'image/png' });
      // The bundle's exports (its IIFE's global); typed here, as this project has no DOM types.
      const api = (
        globalThis as unknown as {
          coverVariants: { makeCoverVariants: (f: File) => Promise<{ width: number; file: File }[]> };
        }
      ).coverVariants;
      const variants = await api.makeCoverVariants(file);
      return Promise.all(
        variants.map(async ({ width, file: variant }) => {
          const data = new Uint8Array(await variant.arrayBuffer());
          return { width, type: variant.type, base64: btoa(String.fromCharCode(...data)) };
        }),
      );
    }, png);
    const widths = made.map((v) => v.width);
    if (widths.join() !== DEMO_VARIANT_WIDTHS.join() || made.some((v) => v.type !== 'image/webp')) {
      throw new Error(`Cover ${index + 1}: made ${JSON.stringify(made.map((v) => [v.width, v.type]))}`);
    }
    for (const variant of made) {
      writeFileSync(`${dir}/${demoVariantFile(index, variant.width)}`, Buffer.from(variant.base64, 'base64'));
    }
    console.log(
      `cover ${index + 1}: ${made.map((v) => `${v.width} px ${Math.round((v.base64.length * 3) / 4 / 1024)} KB`).join(', ')}`,
    );
  }
} finally {
  await browser.close();
}
