// Writes the glyphs of the map's labels for the Latin range (code points 0-255: English names,
// cluster counts) as a glyph PBF, so the map fetches its fonts from the console and never from the
// internet; CJK names are drawn with the browser's own fonts (localIdeographFontFamily).
// The signed distance fields are drawn by @mapbox/tiny-sdf (as maplibre draws local glyphs) on a
// canvas of the system Chromium, in its sans-serif face, and encoded with pbf in the format of
// https://github.com/mapbox/glyph-pbf-composite (glyphs.proto).
//
//   node apps/web/scripts/map-glyphs.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PbfWriter } from 'pbf';
import { chromium } from 'playwright-core';

/** the font stack named in the map's style (apps/web/src/widgets/map/basemap.ts) */
const STACK = 'Sans Regular';
const RANGE = [0, 255];
const require = createRequire(import.meta.url);
const tinySdf = readFileSync(require.resolve('@mapbox/tiny-sdf'), 'utf8').replace(
  'export default class',
  'class',
);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const glyphs = await page.evaluate(
  ({ source, from, to }) => {
    const TinySDF = new Function(`${source}; return TinySDF;`)();
    // 24 px with a 3 px buffer: the size and buffer maplibre expects of glyph PBFs
    const sdf = new TinySDF({ fontSize: 24, buffer: 3, radius: 8, cutoff: 0.25, fontFamily: 'sans-serif' });
    const out = [];
    for (let id = from; id <= to; id++) {
      if (id < 32 || (id >= 127 && id < 160)) continue; // control characters
      const g = sdf.draw(String.fromCharCode(id));
      out.push({ id, ...g, data: Array.from(g.data) });
    }
    return out;
  },
  { source: tinySdf, from: RANGE[0], to: RANGE[1] },
);
await browser.close();

const pbf = new PbfWriter();
pbf.writeMessage(
  1,
  (_, stack) => {
    stack.writeStringField(1, STACK);
    stack.writeStringField(2, `${RANGE[0]}-${RANGE[1]}`);
    for (const g of glyphs)
      stack.writeMessage(
        3,
        (_, glyph) => {
          glyph.writeVarintField(1, g.id);
          if (g.glyphWidth > 0 && g.glyphHeight > 0) glyph.writeBytesField(2, Uint8Array.from(g.data));
          glyph.writeVarintField(3, g.glyphWidth);
          glyph.writeVarintField(4, g.glyphHeight);
          glyph.writeSVarintField(5, g.glyphLeft);
          // the baseline offset maplibre applies to the glyphs it draws itself (27.5 px at 24 px),
          // so Latin and CJK text on one line sit on the same baseline
          glyph.writeSVarintField(6, Math.round(g.glyphTop - 27.5));
          glyph.writeVarintField(7, Math.round(g.glyphAdvance));
        },
        null,
      );
  },
  null,
);
const dir = fileURLToPath(new URL(`../public/map/glyphs/${STACK}/`, import.meta.url));
mkdirSync(dir, { recursive: true });
const bytes = pbf.finish();
writeFileSync(`${dir}${RANGE[0]}-${RANGE[1]}.pbf`, bytes);
console.log(`${glyphs.length} glyphs, ${bytes.length} bytes`);
