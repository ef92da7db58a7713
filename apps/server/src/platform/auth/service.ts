import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  ChangePasswordRequest,
  CurrentUser,
  ForgotPasswordRequest,
  Language,
  LoginRequest,
  LoginResponse,
  PasswordState,
  UserType,
} from '@chelian/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { tenants, userConfigs, users } from '../schema';
import { notify } from '../notices';
import type { ServerContext } from '../context';
import { AppError } from '../errors';
import { translate, translations } from '../messages';
import { consumeCaptcha } from './captcha';
import type { SignInGuard } from './guard';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, sha256, verifyPassword } from './passwords';
import type { AuthContext, SessionStore } from './sessions';
import { smsCodes } from './schema';
import { sessionSignSecret } from '../secrets';
import { fileLinks } from '../files/links';
import { tenantTimeZone, zonedTime } from '../time-zone';
import { registeredTexts } from '../localized';

type UserRow = typeof users.$inferSelect;
const MINUTE = 60_000;

export function passwordStateOf(
  user: Pick<UserRow, 'initialPassword' | 'credentialExpireDate'>,
): PasswordState {
  if (user.initialPassword) return 'INITIAL';
  if (user.credentialExpireDate && user.credentialExpireDate.getTime() < Date.now()) return 'EXPIRED';
  return 'OK';
}

/** A signed, expiring link to a file (domains/file/links.ts): the avatar shows in an <img> without the token. */
export const attachmentUrl = async (ctx: ServerContext, id: number | null) =>
  id ? ((await fileLinks(ctx.database.db, [id])).get(id) ?? null) : null;

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
      timeZone: tenants.timeZone,
      themeId: userConfigs.curThemeId,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(userConfigs, eq(userConfigs.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);

export async function currentUser(ctx: ServerContext, userId: number, lang: Language): Promise<CurrentUser> {
  const [user] = await prepared(ctx.database.db, 'current_user', currentUserQuery).execute({ userId });
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  const avatar = await attachmentUrl(ctx, user.avatarFileId);
  // the administrator and the tenant the platform seeded read in the console's language
  const named = await registeredTexts(ctx.database.db, lang, 'platform.', [user.realName, user.tenantName]);
  return {
    id: user.id,
    userName: user.userName,
    realName: named(user.realName),
    userType: user.userType as UserType,
    avatar,
    avatarImgPath: avatar,
    themeId: user.themeId ?? null,
    tenant: {
      tenantId: user.tenantId,
      tenantCode: user.tenantCode,
      tenantName: named(user.tenantName),
      timeZone: user.timeZone,
    },
    orgId: user.orgId,
    passwordState: passwordStateOf(user),
  };
}

/** A stored hash no MD5 matches, so an unknown user name costs the same scrypt as a known one. */
let decoyHash: Promise<string> | null = null;

/** The answer to a lock in force: how many minutes are left. */
const lockedError = (lastFailure: number, lockMinutes: number) =>
  new AppError(423, 'ACCOUNT_LOCKED', {
    count: Math.max(1, Math.ceil((lastFailure + lockMinutes * MINUTE - Date.now()) / MINUTE)),
  });

/**
 * Sign-in: one-time captcha, MD5 password, lockout after repeated failures.
 * A wrong password answers alike for a real and an invented user name (same code, same count,
 * same scrypt); a disabled, expired or foreign-tenant account is only told apart after the right
 * password.
 */
export async function login(
  ctx: ServerContext,
  sessions: SessionStore,
  guard: SignInGuard,
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
  if (!found) {
    const previous = guard.unknownNames.get(input.userName);
    if (previous.failures >= maxFailures && previous.last + lockMinutes * MINUTE > Date.now())
      throw lockedError(previous.last, lockMinutes);
    await verifyPassword(input.password, await (decoyHash ??= hashPassword(sha256(String(Math.random())))));
    const now = Date.now();
    const failures = (previous.failures >= maxFailures ? 0 : previous.failures) + 1;
    guard.unknownNames.set(input.userName, failures, now);
    if (failures >= maxFailures) throw new AppError(423, 'ACCOUNT_LOCKED', { count: lockMinutes });
    throw new AppError(400, 'LOGIN_FAILED_LEFT', { count: maxFailures - failures });
  }
  const { user } = found;

  // Read before the password check; the writes below decide again under the row's own lock.
  const lastFailure = user.passwordErrorLastTime?.getTime() ?? 0;
  if (user.passwordErrorNum >= maxFailures && lastFailure + lockMinutes * MINUTE > Date.now())
    throw lockedError(lastFailure, lockMinutes);

  // A lock has run out when its last failure is older than the lock time.
  const lockOver = () => new Date(Date.now() - lockMinutes * MINUTE);
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    // One statement adds the failure and reads the count back, so parallel wrong passwords each
    // see their own figure (1, 2, 3 ... up to the lock) instead of all reading the same old one.
    // A lock that has run out starts a fresh count.
    const [counted] = await db
      .update(users)
      .set({
        passwordErrorNum: sql`case when ${users.passwordErrorNum} >= ${maxFailures} and ${users.passwordErrorLastTime} <= ${lockOver().toISOString()}::timestamptz then 1 else ${users.passwordErrorNum} + 1 end`,
        passwordErrorLastTime: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning({ failures: users.passwordErrorNum });
    const failures = counted?.failures ?? maxFailures;
    if (failures === maxFailures) {
      await notify(db, ctx.bus, {
        tenantId: user.tenantId,
        userIds: [user.id],
        bizType: 'SYSTEM',
        title: translations('ACCOUNT_LOCKED_TITLE'),
        body: translations('ACCOUNT_LOCKED_TEXT', {
          count: failures,
          minutes: lockMinutes,
          ip: client.ip,
        }),
      });
    }
    if (failures >= maxFailures) throw new AppError(423, 'ACCOUNT_LOCKED', { count: lockMinutes });
    throw new AppError(400, 'LOGIN_FAILED_LEFT', { count: maxFailures - failures });
  }

  if (user.status !== 'NORMAL') throw new AppError(403, 'ACCOUNT_DISABLED');
  if (found.tenantState !== 'NORMAL') throw new AppError(403, 'TENANT_DISABLED');
  if (user.expireDate && user.expireDate.getTime() < Date.now()) throw new AppError(403, 'ACCOUNT_EXPIRED');

  // The right password clears the count only while no lock is in force: a lock set by wrong
  // passwords racing this one wins.
  const [signedIn] = await db
    .update(users)
    .set({
      passwordErrorNum: 0,
      passwordErrorLastTime: null,
      loginTimes: sql`${users.loginTimes} + 1`,
      lastLoginTime: new Date(),
      lastLoginIp: client.ip,
    })
    .where(
      and(
        eq(users.id, user.id),
        sql`not (${users.passwordErrorNum} >= ${maxFailures} and ${users.passwordErrorLastTime} > ${lockOver().toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: users.id });
  if (!signedIn) {
    const [now] = await db
      .select({ last: users.passwordErrorLastTime })
      .from(users)
      .where(eq(users.id, user.id));
    throw lockedError(now?.last?.getTime() ?? Date.now(), lockMinutes);
  }
  const session = await sessions.create(user, client.ip, client.userAgent);
  const me = await currentUser(ctx, user.id, client.lang);
  const signSecret = sessionSignSecret(ctx.secrets, session.sessionId);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    signSecret,
    passwordState: me.passwordState,
    user: me,
  };
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
 * (the console); the server sees only the MD5, so it checks the old one, refuses "new equals old",
 * the user name and common passwords. Every other session of the user ends: whoever else held
 * the old password is signed out; this session goes on.
 */
export async function changePassword(
  ctx: ServerContext,
  sessions: SessionStore,
  auth: AuthContext,
  input: ChangePasswordRequest,
  client: { ip: string; lang: Language },
) {
  if (input.password !== input.confirmPassword) throw new AppError(400, 'PASSWORD_MISMATCH');
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, auth.userId));
  if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash)))
    throw new AppError(400, 'PASSWORD_WRONG');
  if (input.password.toLowerCase() === input.oldPassword.toLowerCase())
    throw new AppError(400, 'PASSWORD_SAME');
  assertAcceptablePassword(input.password, user.userName);
  await setPassword(ctx, user.id, input.password);
  await sessions.revokeUser(user.id, auth.sessionId);
  await notify(ctx.database.db, ctx.bus, {
    tenantId: user.tenantId,
    userIds: [user.id],
    bizType: 'SYSTEM',
    title: translations('PASSWORD_CHANGED_TITLE'),
    // the time on the tenant's clock, as the console shows every other
    body: translations('PASSWORD_CHANGED_TEXT', {
      time: zonedTime(Date.now(), await tenantTimeZone(ctx.database.db, user.tenantId)),
      ip: client.ip,
    }),
  });
}

/**
 * Forgot password, step 1: a 6-digit code by SMS (and, outside production, in the user's message
 * box); the route allows one a minute per user name. An unknown, disabled or phoneless name gets the same
 * answers as a real one (sent, then "too frequent" within the minute), so names cannot be probed.
 */
export async function sendResetCode(ctx: ServerContext, userName: string, lang: Language): Promise<void> {
  const db = ctx.database.db;
  const [user] = await db.select().from(users).where(eq(users.userName, userName));
  if (!user || user.status !== 'NORMAL') return;
  if (!user.phone) {
    ctx.log.info({ userId: user.id }, 'reset code asked for a user without a phone number');
    return;
  }
  const [previous] = await db.select().from(smsCodes).where(eq(smsCodes.userId, user.id));
  const wait = previous ? 60 - Math.floor((Date.now() - previous.sentAt.getTime()) / 1000) : 0;
  if (wait > 0) throw new AppError(429, 'SMS_TOO_FREQUENT', { count: wait });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ttl = ctx.config.SMS_CODE_TTL_SECONDS;
  const values = {
    codeHash: sha256(`${user.id}:${code}`),
    attempts: 0,
    sentAt: new Date(),
    expiresAt: new Date(Date.now() + ttl * 1000),
    phone: user.phone,
  };
  await db
    .insert(smsCodes)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: smsCodes.userId, set: values });
  const text = translate(lang, 'SMS_CODE_TEXT', { code, minutes: Math.round(ttl / 60) });
  await ctx.sms.send(user.phone, text);
  // The message box copy lets the demo flow work without an SMS gateway; in production the code
  // goes by SMS only, never into a table anyone with database access can read.
  if (ctx.config.NODE_ENV !== 'production')
    await notify(db, ctx.bus, {
      tenantId: user.tenantId,
      userIds: [user.id],
      bizType: 'SYSTEM',
      title: translations('SMS_CODE_TITLE'),
      body: translations('SMS_CODE_TEXT', { code, minutes: Math.round(ttl / 60) }),
    });
}

/** Forgot password, step 2: the code (five tries) sets a new password and ends every session of the user. */
export async function resetWithCode(
  ctx: ServerContext,
  sessions: SessionStore,
  input: ForgotPasswordRequest,
): Promise<void> {
  if (input.password !== input.confirmPassword) throw new AppError(400, 'PASSWORD_MISMATCH');
  const db = ctx.database.db;
  const [user] = await db.select().from(users).where(eq(users.userName, input.userName));
  if (!user) throw new AppError(400, 'SMS_CODE_WRONG');
  const [code] = await db.select().from(smsCodes).where(eq(smsCodes.userId, user.id));
  const valid = code && code.expiresAt.getTime() > Date.now() && code.attempts < 5;
  if (!valid || code.codeHash !== sha256(`${user.id}:${input.smsCode}`)) {
    if (code)
      await db
        .update(smsCodes)
        .set({ attempts: code.attempts + 1 })
        .where(and(eq(smsCodes.userId, user.id)));
    throw new AppError(400, 'SMS_CODE_WRONG');
  }
  if (await verifyPassword(input.password, user.passwordHash)) throw new AppError(400, 'PASSWORD_SAME');
  assertAcceptablePassword(input.password, user.userName);
  await db.delete(smsCodes).where(eq(smsCodes.userId, user.id));
  await setPassword(ctx, user.id, input.password);
  await sessions.revokeUser(user.id);
}
