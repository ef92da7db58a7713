/**
 * The font stack of every label. Its Latin range (0-255: English names, cluster counts) ships with
 * the console as public/map/glyphs/Sans Regular/0-255.pbf (apps/web/scripts/map-glyphs.mjs); CJK
 * is drawn with the browser's fonts (localIdeographFontFamily), so nothing else is fetched.
 */
export const FONT = ['Sans Regular'];
