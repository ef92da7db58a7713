import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../platform/context';
import { Subjects } from '../../platform/bus';
import { AppError, badRequest } from '../../platform/errors';
import { telemetryStore } from '../../ingest/store';
import { TelemetrySubjects, type TerminalWakeMessage, type VehicleStateEvent } from '../telemetry/subjects';
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
  if (!vehicle.terminal_id) throw badRequest('CONTROL_NO_TERMINAL');
  if (vehicle.online) throw new AppError(409, 'SMS_TERMINAL_ONLINE');
  const store = telemetryStore(ctx.database);
  const recent = await store.query(
    'select 1 from sms_wakeups where vehicle_id = $1 and created_at > now() - make_interval(secs => $2)',
    [vehicle.id, RESEND_SECONDS],
  );
  if (recent.length) throw new AppError(409, 'SMS_TOO_SOON', { seconds: RESEND_SECONDS });
  const card = (
    await store.query<{ iccid: string | null; phone: string | null }>(
      'select t.iccid, s.msisdn as phone from terminals t left join sim_cards s on s.iccid = t.iccid where t.id = $1',
      [vehicle.terminal_id],
    )
  )[0];
  const checkId = randomUUID();
  const text = `WAKEUP ${vehicle.vin}`;
  await store.query(
    `insert into sms_wakeups (tenant_id, vehicle_id, vin, iccid, phone, text, check_id, user_id, user_name) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      tenantId,
      vehicle.id,
      vehicle.vin,
      card?.iccid ?? null,
      card?.phone ?? null,
      text,
      checkId,
      op.auth.userId,
      op.auth.userName,
    ],
  );
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
    void telemetryStore(ctx.database)
      .query<{ check_id: string; vin: string; user_id: number | null }>(
        `update sms_wakeups set status = 'woken', woken_at = now()
          where vehicle_id = any($1::bigint[]) and status = 'sent' and created_at > now() - make_interval(mins => $2)
          returning check_id, vin, user_id`,
        [ids, WAKE_WINDOW_MINUTES],
      )
      .then((rows) =>
        rows.forEach((r) =>
          push(ctx, r.user_id === null ? null : Number(r.user_id), {
            checkId: r.check_id,
            vin: r.vin,
            status: 'woken',
            statusCode: 5,
          }),
        ),
      )
      .catch((err) => ctx.log.error({ err: String(err) }, 'sms: marking wake-ups failed'));
  });
}

/** The wake-ups of a vehicle, newest first. */
export async function wakeupsOf(ctx: ServerContext, tenantId: number, vin: string) {
  const vehicle = await controlVehicle(ctx, tenantId, vin);
  const rows = await telemetryStore(ctx.database).query<{
    check_id: string;
    status: string;
    phone: string | null;
    user_name: string;
    created_at: Date;
    woken_at: Date | null;
  }>(
    'select check_id, status, phone, user_name, created_at, woken_at from sms_wakeups where vehicle_id = $1 order by id desc limit 20',
    [vehicle.id],
  );
  return rows.map((r) => ({
    checkId: r.check_id,
    status: r.status,
    phone: r.phone,
    userName: r.user_name,
    createdAt: new Date(r.created_at).getTime(),
    wokenAt: r.woken_at ? new Date(r.woken_at).getTime() : null,
  }));
}
