import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { captchas } from './schema';

/** Creates a one-time captcha for the client's key and returns its SVG image. */
export async function createCaptcha(db: Db, key: string, ttlSeconds: number): Promise<string> {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f6fb',
  });
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
    .insert(captchas)
    .values({ key, answer: captcha.text.toLowerCase(), expiresAt })
    .onConflictDoUpdate({ target: captchas.key, set: { answer: captcha.text.toLowerCase(), expiresAt } });
  // Expired rows are swept by whoever creates the next captcha.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  return captcha.data;
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
