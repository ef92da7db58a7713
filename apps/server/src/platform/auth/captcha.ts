import { randomInt } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { captchas } from './schema';

/** Image size in px, as the login form shows it (it was 110 x 38 with 56 px glyphs scaled down). */
export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
/**
 * Capitals and digits without look-alikes (0 O, 1 I): capitals stand taller than small letters
 * at one size, and the answer is compared in lower case anyway.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;

/** The glyph outlines of svg-captcha's bundled font (an opentype.js font the typings leave out). */
interface GlyphFont {
  getPath(
    text: string,
    x: number,
    y: number,
    size: number,
  ): {
    toPathData(decimals: number): string;
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
  };
}
const font = (svgCaptcha.options as unknown as { font: GlyphFont }).font;

const between = (min: number, max: number) => min + Math.random() * (max - min);
const fixed = (n: number) => n.toFixed(1);
/** A dark ink of any hue (lightness 18-32 %) on the light ground: legible for people. */
const ink = () =>
  `hsl(${Math.floor(between(0, 360))},${Math.floor(between(55, 80))}%,${Math.floor(between(18, 32))}%)`;

/** A curve across the image; `over` ones cross the glyphs in a colour close to theirs. */
function noiseLine(over: boolean): string {
  const y = () => fixed(between(6, CAPTCHA_HEIGHT - 6));
  const mid = CAPTCHA_WIDTH / 2;
  const colour = over ? ink() : `hsl(${Math.floor(between(0, 360))},35%,62%)`;
  return (
    `<path d="M${fixed(between(0, 16))} ${y()} C${fixed(between(mid - 40, mid))} ${y()},` +
    `${fixed(between(mid, mid + 40))} ${y()},${fixed(between(CAPTCHA_WIDTH - 16, CAPTCHA_WIDTH))} ${y()}" ` +
    `stroke="${colour}" stroke-width="${fixed(over ? between(1, 1.4) : between(1.2, 2))}" fill="none"/>`
  );
}

/**
 * The captcha image: 4 glyphs (a 58-66 px font: capitals about 32 px tall) in dark inks, each turned up to 20 degrees and slanted
 * up to 15, off the baseline by up to 4 px; 3 light curves and 30 dots behind, 1 thin dark curve
 * across. People read it at a glance; a reader must first part and straighten the glyphs.
 */
export function captchaSvg(text: string): string {
  const slot = (CAPTCHA_WIDTH - 16) / text.length;
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${fixed(between(0, CAPTCHA_WIDTH))}" cy="${fixed(between(0, CAPTCHA_HEIGHT))}" ` +
      `r="${fixed(between(0.8, 1.8))}" fill="hsl(${Math.floor(between(0, 360))},40%,55%)"/>`,
  );
  const glyphs = [...text].map((ch, i) => {
    const path = font.getPath(ch, 0, 0, between(58, 66));
    const box = path.getBoundingBox();
    const x = 8 + slot * (i + 0.5) + between(-3, 3);
    const y = CAPTCHA_HEIGHT / 2 + between(-4, 4);
    // centre the outline on the origin, slant and turn it there, then set it in its slot
    const transform =
      `translate(${fixed(x)} ${fixed(y)}) rotate(${fixed(between(-20, 20))}) ` +
      `skewX(${fixed(between(-15, 15))}) translate(${fixed(-(box.x1 + box.x2) / 2)} ${fixed(-(box.y1 + box.y2) / 2)})`;
    return `<path fill="${ink()}" transform="${transform}" d="${path.toPathData(1)}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f4f6fb"/>` +
    [noiseLine(false), noiseLine(false), noiseLine(false), ...dots, ...glyphs, noiseLine(true)].join('') +
    '</svg>'
  );
}

/** Creates a one-time captcha for the client's key and returns its SVG image. */
export async function createCaptcha(db: Db, key: string, ttlSeconds: number): Promise<string> {
  const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const answer = text.toLowerCase();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
    .insert(captchas)
    .values({ key, answer, expiresAt })
    .onConflictDoUpdate({ target: captchas.key, set: { answer, expiresAt } });
  // Expired rows are swept by whoever creates the next captcha.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  return captchaSvg(text);
}

/** Checks and consumes a captcha: whatever the outcome, the key cannot be used again. */
export async function consumeCaptcha(db: Db, key: string, answer: string): Promise<void> {
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) throw new AppError(400, 'CAPTCHA_EXPIRED');
  if (row.answer !== answer.trim().toLowerCase()) throw new AppError(400, 'CAPTCHA_WRONG');
}

/** The answer of a captcha, for browser tests only (the route refuses in production). */
export async function peekCaptcha(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(captchas).where(eq(captchas.key, key));
  return row?.answer ?? null;
}
