import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ChangePasswordRequest, CurrentUser, ForgotPasswordRequest, Language, LoginRequest, LoginResponse, PasswordState, UserType } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { tenants, userConfigs, users } from '../../domains/system/schema';
import { notify } from '../../domains/message/service';
import type { ServerContext } from '../context';
import { AppError } from '../errors';
import { translate } from '../messages';
import { consumeCaptcha } from './captcha';
import { hashPassword, sha256, verifyPassword } from './passwords';
import type { AuthContext, SessionStore } from './sessions';
import { smsCodes } from './schema';

type UserRow = typeof users.$inferSelect;
const MINUTE = 60_000;

export function passwordStateOf(user: Pick<UserRow, 'initialPassword' | 'credentialExpireDate'>): PasswordState {
  if (user.initialPassword) return 'INITIAL';
  if (user.credentialExpireDate && user.credentialExpireDate.getTime() < Date.now()) return 'EXPIRED';
  return 'OK';
}

export const attachmentUrl = (id: number | null) => (id ? `/api/file-svc/attachments/V1.0/${id}/download` : null);

const currentUserQuery = (db: Db, name: string) =>
  db
    .select({
      id: users.id,
      userName: users.userName,
      realName: users.realName,
      userType: users.userType,
      avatarFileId: users.avatarFileId,
      orgId: users.orgId,
      initialPassword: users.initialPassword,
      credentialExpireDate: users.credentialExpireDate,
      tenantId: tenants.id,
      tenantCode: tenants.tenantCode,
      tenantName: tenants.tenantName,
      themeId: userConfigs.curThemeId,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(userConfigs, eq(userConfigs.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);

export async function currentUser(ctx: ServerContext, userId: number): Promise<CurrentUser> {
  const [user] = await prepared(ctx.database.db, 'current_user', currentUserQuery).execute({ userId });
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  const avatar = attachmentUrl(user.avatarFileId);
  return {
    id: user.id,
    userName: user.userName,
    realName: user.realName,
    userType: user.userType as UserType,
    avatar,
    avatarImgPath: avatar,
    themeId: user.themeId ?? null,
    tenant: { tenantId: user.tenantId, tenantCode: user.tenantCode, tenantName: user.tenantName },
    orgId: user.orgId,
    passwordState: passwordStateOf(user),
  };
}

/** Sign-in (spec 000 section 7): one-time captcha, MD5 password, lockout after repeated failures. */
export async function login(
  ctx: ServerContext,
  sessions: SessionStore,
  input: LoginRequest,
  client: { ip: string; userAgent: string | null; lang: Language },
): Promise<LoginResponse> {
  const db = ctx.database.db;
  const { LOGIN_MAX_FAILURES: maxFailures, LOGIN_LOCK_MINUTES: lockMinutes } = ctx.config;
  await consumeCaptcha(db, input.key, input.captcha);

  const [found] = await db
    .select({ user: users, tenantState: tenants.state })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.userName, input.userName));
  if (!found) throw new AppError(400, 'LOGIN_FAILED');
  const { user } = found;
  if (user.status !== 'NORMAL') throw new AppError(403, 'ACCOUNT_DISABLED');
  if (found.tenantState !== 'NORMAL') throw new AppError(403, 'TENANT_DISABLED');
  if (user.expireDate && user.expireDate.getTime() < Date.now()) throw new AppError(403, 'ACCOUNT_EXPIRED');

  const lockedUntil = (user.passwordErrorLastTime?.getTime() ?? 0) + lockMinutes * MINUTE;
  const locked = user.passwordErrorNum >= maxFailures && lockedUntil > Date.now();
  if (locked) throw new AppError(423, 'ACCOUNT_LOCKED', { minutes: Math.ceil((lockedUntil - Date.now()) / MINUTE) });

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    // A lock that has run out starts a fresh count.
    const failures = (user.passwordErrorNum >= maxFailures ? 0 : user.passwordErrorNum) + 1;
    await db.update(users).set({ passwordErrorNum: failures, passwordErrorLastTime: new Date() }).where(eq(users.id, user.id));
    if (failures >= maxFailures) {
      await notify(db, ctx.bus, {
        tenantId: user.tenantId,
        userIds: [user.id],
        bizType: 'SYSTEM',
        title: translate(client.lang, 'ACCOUNT_LOCKED_TITLE'),
        body: translate(client.lang, 'ACCOUNT_LOCKED_TEXT', { count: failures, minutes: lockMinutes, ip: client.ip }),
      });
      throw new AppError(423, 'ACCOUNT_LOCKED', { minutes: lockMinutes });
    }
    throw new AppError(400, 'LOGIN_FAILED_LEFT', { left: maxFailures - failures });
  }

  await db
    .update(users)
    .set({ passwordErrorNum: 0, passwordErrorLastTime: null, loginTimes: sql`${users.loginTimes} + 1`, lastLoginTime: new Date(), lastLoginIp: client.ip })
    .where(eq(users.id, user.id));
  const session = await sessions.create(user, client.ip, client.userAgent);
  const me = await currentUser(ctx, user.id);
  return { token: session.token, expiresAt: session.expiresAt, passwordState: me.passwordState, user: me };
}

async function setPassword(ctx: ServerContext, userId: number, md5: string) {
  const days = ctx.config.PASSWORD_EXPIRE_DAYS;
  await ctx.database.db
    .update(users)
    .set({
      passwordHash: await hashPassword(md5),
      initialPassword: false,
      credentialExpireDate: days > 0 ? new Date(Date.now() + days * 24 * 60 * MINUTE) : null,
      passwordErrorNum: 0,
      passwordErrorLastTime: null,
    })
    .where(eq(users.id, userId));
}

/**
 * Change of one's own password. The four-class rule is checked where the plain text exists
 * (the console); the server sees only the MD5, so it checks the old one and refuses "new equals old".
 */
export async function changePassword(ctx: ServerContext, auth: AuthContext, input: ChangePasswordRequest, client: { ip: string; lang: Language }) {
  if (input.password !== input.confirmPassword) throw new AppError(400, 'PASSWORD_MISMATCH');
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, auth.userId));
  if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) throw new AppError(400, 'PASSWORD_WRONG');
  if (input.password.toLowerCase() === input.oldPassword.toLowerCase()) throw new AppError(400, 'PASSWORD_SAME');
  await setPassword(ctx, user.id, input.password);
  await notify(ctx.database.db, ctx.bus, {
    tenantId: user.tenantId,
    userIds: [user.id],
    bizType: 'SYSTEM',
    title: translate(client.lang, 'PASSWORD_CHANGED_TITLE'),
    body: translate(client.lang, 'PASSWORD_CHANGED_TEXT', { time: new Date().toISOString(), ip: client.ip }),
  });
}

/** Forgot password, step 1: a 6-digit code by SMS (and in the user's message box), at most one a minute. */
export async function sendResetCode(ctx: ServerContext, userName: string, lang: Language): Promise<void> {
  const db = ctx.database.db;
  const [user] = await db.select().from(users).where(eq(users.userName, userName));
  // An unknown name gets the same answer as a known one, so names cannot be probed.
  if (!user || user.status !== 'NORMAL') return;
  if (!user.phone) throw new AppError(400, 'SMS_NO_PHONE');
  const [previous] = await db.select().from(smsCodes).where(eq(smsCodes.userId, user.id));
  const wait = previous ? 60 - Math.floor((Date.now() - previous.sentAt.getTime()) / 1000) : 0;
  if (wait > 0) throw new AppError(429, 'SMS_TOO_FREQUENT', { seconds: wait });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ttl = ctx.config.SMS_CODE_TTL_SECONDS;
  const values = { codeHash: sha256(`${user.id}:${code}`), attempts: 0, sentAt: new Date(), expiresAt: new Date(Date.now() + ttl * 1000), phone: user.phone };
  await db.insert(smsCodes).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: smsCodes.userId, set: values });
  const text = translate(lang, 'SMS_CODE_TEXT', { code, minutes: Math.round(ttl / 60) });
  await ctx.sms.send(user.phone, text);
  await notify(db, ctx.bus, { tenantId: user.tenantId, userIds: [user.id], bizType: 'SYSTEM', title: translate(lang, 'SMS_CODE_TITLE'), body: text });
}

/** Forgot password, step 2: the code (five tries) sets a new password. */
export async function resetWithCode(ctx: ServerContext, input: ForgotPasswordRequest): Promise<void> {
  if (input.password !== input.confirmPassword) throw new AppError(400, 'PASSWORD_MISMATCH');
  const db = ctx.database.db;
  const [user] = await db.select().from(users).where(eq(users.userName, input.userName));
  if (!user) throw new AppError(400, 'SMS_CODE_WRONG');
  const [code] = await db.select().from(smsCodes).where(eq(smsCodes.userId, user.id));
  const valid = code && code.expiresAt.getTime() > Date.now() && code.attempts < 5;
  if (!valid || code.codeHash !== sha256(`${user.id}:${input.smsCode}`)) {
    if (code) await db.update(smsCodes).set({ attempts: code.attempts + 1 }).where(and(eq(smsCodes.userId, user.id)));
    throw new AppError(400, 'SMS_CODE_WRONG');
  }
  if (await verifyPassword(input.password, user.passwordHash)) throw new AppError(400, 'PASSWORD_SAME');
  await db.delete(smsCodes).where(eq(smsCodes.userId, user.id));
  await setPassword(ctx, user.id, input.password);
}
