import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../../platform/context';
import { Subjects } from '../../platform/bus';
import { AppError, badRequest } from '../../platform/errors';
import { simCards, terminals } from '../terminal/schema';
import { smsWakeups } from './schema';
import { TelemetrySubjects, type TerminalWakeMessage, type VehicleStateEvent } from '../telemetry';
import { controlVehicle, type Operator } from './service';

/** Sends wake-up texts to terminals' SIM cards. A deployment plugs its SMS provider in with useTerminalSms(). */
export interface TerminalSmsGateway {
  send(message: TerminalWakeMessage): Promise<void>;
}

/**
 * The default gateway: no SMS leaves the platform; the message (already recorded in sms_wakeups)
 * is published on the bus as TelemetrySubjects.terminalWake, where simulated terminals hear it.
 */
export function busTerminalSms(ctx: Pick<ServerContext, 'bus'>): TerminalSmsGateway {
  return {
    async send(message) {
      ctx.bus.publish(TelemetrySubjects.terminalWake, message);
    },
  };
}

const gateways = new WeakMap<object, TerminalSmsGateway>();

export function useTerminalSms(ctx: ServerContext, gateway: TerminalSmsGateway): void {
  gateways.set(ctx, gateway);
}

const terminalSms = (ctx: ServerContext) => gateways.get(ctx) ?? busTerminalSms(ctx);

/** Two wake-ups of one vehicle are this far apart at least. */
const RESEND_SECONDS = 30;
/** A terminal logging in this long after the text counts as woken by it. */
const WAKE_WINDOW_MINUTES = 30;

const push = (ctx: ServerContext, userId: number | null, body: Record<string, unknown>) => {
  if (userId !== null)
    ctx.bus.publish(Subjects.userPush, {
      userIds: [userId],
      push: { type: 'command', kind: 'sms', ...body },
    });
};

/**
 * SMS wake-up (ctrl/vehicle/V1.0/sms/{vin}): texts the SIM card of an offline vehicle's terminal so
 * it logs in and takes its queued commands. Refused for a vehicle without a terminal, an online
 * terminal, and a second text within 30 s. The outcome (sent, then woken at the terminal's login)
 * is pushed like a command's.
 */
export async function sendWakeSms(ctx: ServerContext, op: Operator, vin: string) {
  const tenantId = op.auth.tenantId;
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  if (!vehicle.terminalId) throw badRequest('CONTROL_NO_TERMINAL');
  if (vehicle.online) throw new AppError(409, 'SMS_TERMINAL_ONLINE');
  const db = ctx.database.db;
  const recent = await db
    .select({ id: smsWakeups.id })
    .from(smsWakeups)
    .where(
      and(
        eq(smsWakeups.vehicleId, vehicle.id),
        gt(smsWakeups.createdAt, sql`now() - make_interval(secs => ${RESEND_SECONDS})`),
      ),
    );
  if (recent.length) throw new AppError(409, 'SMS_TOO_SOON', { seconds: RESEND_SECONDS });
  const [card] = await db
    .select({ iccid: terminals.iccid, phone: simCards.msisdn })
    .from(terminals)
    .leftJoin(simCards, eq(simCards.iccid, terminals.iccid))
    .where(eq(terminals.id, vehicle.terminalId));
  const checkId = randomUUID();
  const text = `WAKEUP ${vehicle.vin}`;
  await db.insert(smsWakeups).values({
    tenantId,
    vehicleId: vehicle.id,
    vin: vehicle.vin,
    iccid: card?.iccid ?? null,
    phone: card?.phone ?? null,
    text,
    checkId,
    userId: op.auth.userId,
    userName: op.auth.userName,
  });
  await terminalSms(ctx).send({
    vin: vehicle.vin,
    iccid: card?.iccid ?? null,
    phone: card?.phone ?? null,
    text,
    checkId,
  });
  push(ctx, op.auth.userId, { checkId, vin: vehicle.vin, status: 'sent', statusCode: 0 });
  return { checkId, vin: vehicle.vin, status: 'sent', statusCode: 0 };
}

const watching = new WeakSet<object>();

/** Marks wake-ups answered by a login (the vehicle state coming online) and pushes it to the sender. */
export function watchWakeups(ctx: ServerContext): void {
  if (watching.has(ctx)) return;
  watching.add(ctx);
  ctx.bus.subscribe(TelemetrySubjects.vehicleState, (payload) => {
    const ids = ((payload as { vehicles?: VehicleStateEvent[] }).vehicles ?? [])
      .filter((v) => v.online === true)
      .map((v) => v.vehicleId);
    if (!ids.length) return;
    void ctx.database.db
      .update(smsWakeups)
      .set({ status: 'woken', wokenAt: sql`now()` })
      .where(
        and(
          inArray(smsWakeups.vehicleId, ids),
          eq(smsWakeups.status, 'sent'),
          gt(smsWakeups.createdAt, sql`now() - make_interval(mins => ${WAKE_WINDOW_MINUTES})`),
        ),
      )
      .returning({ checkId: smsWakeups.checkId, vin: smsWakeups.vin, userId: smsWakeups.userId })
      .then((rows) =>
        rows.forEach((r) =>
          push(ctx, r.userId, { checkId: r.checkId, vin: r.vin, status: 'woken', statusCode: 5 }),
        ),
      )
      .catch((err) => ctx.log.error({ err: String(err) }, 'sms: marking wake-ups failed'));
  });
}

/** The wake-ups of a vehicle, newest first. */
export async function wakeupsOf(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const rows = await ctx.database.db
    .select({
      checkId: smsWakeups.checkId,
      status: smsWakeups.status,
      phone: smsWakeups.phone,
      userName: smsWakeups.userName,
      createdAt: smsWakeups.createdAt,
      wokenAt: smsWakeups.wokenAt,
    })
    .from(smsWakeups)
    .where(eq(smsWakeups.vehicleId, vehicle.id))
    .orderBy(desc(smsWakeups.id))
    .limit(20);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime(), wokenAt: r.wokenAt?.getTime() ?? null }));
}
