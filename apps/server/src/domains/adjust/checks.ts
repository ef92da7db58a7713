import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AdjustCheck, AdjustStep } from '@chelian/contracts/adjust';
import { LOCK_STATUS_TEXTS } from '@chelian/contracts/lock';
import type { Language } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { translate } from '../../platform/messages';
import { lockStatusOf } from '../control';
import { lockCommands } from '../control/schema';
import { vehicleLatest } from '../telemetry/schema';
import { vehicles, vehicleTerminals } from '../vehicle/schema';

/** GB data older than this does not count as arriving (the GB data step). */
export const GB_FRESH_MINUTES = 10;

/** What a step's checks look at: the task's vehicle and when the step began. */
export interface StepSubject {
  vehicleId: number;
  stepAt: Date | null;
}

const qb = new QueryBuilder();

/** The live state every check reads: binding, the ingest's latest state, owner fields, the last lock command. */
export async function liveState(ctx: Pick<ServerContext, 'database'>, vehicleId: number) {
  const lastLock = qb
    .select({ at: lockCommands.createdAt })
    .from(lockCommands)
    .where(and(eq(lockCommands.vehicleId, vehicles.id), inArray(lockCommands.cmdName, ['lock', 'unlock'])))
    .orderBy(desc(lockCommands.id))
    .limit(1);
  const [row] = await ctx.database.db
    .select({
      terminalId: vehicleTerminals.terminalId,
      online: vehicleLatest.online,
      receivedAge: sql<number | null>`extract(epoch from now() - ${vehicleLatest.receivedAt})::int`,
      ownerName: vehicles.ownerName,
      ownerPhone: vehicles.ownerPhone,
      lockStatus: lockStatusOf(vehicles.id),
      lockAt: sql`${lastLock}`.mapWith(lockCommands.createdAt),
    })
    .from(vehicles)
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .where(eq(vehicles.id, vehicleId));
  return row!;
}

export type LiveRow = Awaited<ReturnType<typeof liveState>>;

const check = (
  lang: Language,
  key: string,
  ok: boolean,
  message: Parameters<typeof translate>[1],
  params: Record<string, string | number> = {},
): AdjustCheck => ({
  key,
  ok,
  message: translate(lang, message, params),
});

/**
 * The checks of one step against the vehicle's real state:
 * - LOCK: a lock or unlock command sent since the step began, answered by the vehicle (status 241 or 243);
 * - GB4: the terminal online and a GB frame received within the last minutes;
 * - CUSTOMER: the vehicle's customer (owner) name and phone (personal data: `shown` masks it for callers who may not see it);
 * - FINISH: nothing more (every earlier step passed to get here).
 */
export function stepChecks(
  step: AdjustStep,
  subject: StepSubject,
  live: LiveRow,
  lang: Language,
  shown: (personal: string) => string,
): AdjustCheck[] {
  const out: AdjustCheck[] = [];
  if (step === 'LOCK' || step === 'GB4') {
    if (live.terminalId === null) return [check(lang, 'terminal', false, 'CHECK_NO_TERMINAL')];
  }
  if (step === 'LOCK') {
    const status = live.lockStatus;
    const sentInStep =
      live.lockAt !== null && (!subject.stepAt || live.lockAt.getTime() >= subject.stepAt.getTime());
    if (!sentInStep) out.push(check(lang, 'lock', false, 'CHECK_LOCK_NONE'));
    else if (status === 241 || status === 243)
      out.push(
        check(lang, 'lock', true, 'CHECK_LOCK_ANSWERED', {
          status: LOCK_STATUS_TEXTS[String(status)]![lang],
        }),
      );
    else if (status === 240) out.push(check(lang, 'lock', false, 'CHECK_LOCK_WAITING'));
    else if (status === 242) out.push(check(lang, 'lock', false, 'CHECK_LOCK_REFUSED'));
    else out.push(check(lang, 'lock', false, 'CHECK_LOCK_FAILED'));
  }
  if (step === 'GB4') {
    out.push(
      live.online
        ? check(lang, 'online', true, 'CHECK_ONLINE')
        : check(lang, 'online', false, 'CHECK_OFFLINE'),
    );
    const age = live.receivedAge;
    out.push(
      age !== null && age <= GB_FRESH_MINUTES * 60
        ? check(lang, 'frame', true, 'CHECK_FRAME', { seconds: Math.max(0, age) })
        : check(lang, 'frame', false, 'CHECK_NO_FRAME', { minutes: GB_FRESH_MINUTES }),
    );
  }
  if (step === 'CUSTOMER') {
    out.push(
      live.ownerName && live.ownerPhone
        ? check(lang, 'customer', true, 'CHECK_CUSTOMER', { name: shown(live.ownerName) })
        : check(lang, 'customer', false, 'CHECK_CUSTOMER_MISSING'),
    );
  }
  if (step === 'FINISH') out.push(check(lang, 'ready', true, 'CHECK_READY'));
  return out;
}
