import type { AdjustCheck, AdjustStep } from '@chelian/contracts/adjust';
import { LOCK_STATUS_TEXTS } from '@chelian/contracts/lock';
import type { Language } from '@chelian/contracts';
import type { ServerContext } from '../../platform/context';
import { translate } from '../../platform/messages';
import { telemetryStore } from '../../ingest/store';
import { LOCK_STATUS_SQL } from '../control/lock';

/** GB data older than this does not count as arriving (the GB data step). */
export const GB_FRESH_MINUTES = 10;

/** What a step's checks look at: the task's vehicle and when the step began. */
export interface StepSubject {
  vehicleId: number;
  stepAt: Date | null;
}

export interface LiveRow {
  terminal_id: number | null;
  online: boolean | null;
  received_age: number | null;
  owner_name: string | null;
  owner_phone: string | null;
  lock_status: number;
  lock_at: Date | null;
}

/** The live state every check reads: binding, the ingest's latest state, owner fields, the last lock command. */
export async function liveState(ctx: Pick<ServerContext, 'database'>, vehicleId: number): Promise<LiveRow> {
  const rows = await telemetryStore(ctx.database).query<LiveRow>(
    `select b.terminal_id, l.online, extract(epoch from now() - l.received_at)::int as received_age, v.owner_name, v.owner_phone,
            (${LOCK_STATUS_SQL('v.id')})::int as lock_status,
            (select c.created_at from lock_commands c where c.vehicle_id = v.id and c.cmd_name in ('lock', 'unlock') order by c.id desc limit 1) as lock_at
       from vehicles v
       left join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null
       left join vehicle_latest l on l.vehicle_id = v.id
      where v.id = $1`,
    [vehicleId],
  );
  return rows[0]!;
}

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
    if (live.terminal_id === null) return [check(lang, 'terminal', false, 'CHECK_NO_TERMINAL')];
  }
  if (step === 'LOCK') {
    const status = Number(live.lock_status);
    const sentInStep =
      live.lock_at !== null &&
      (!subject.stepAt || new Date(live.lock_at).getTime() >= new Date(subject.stepAt).getTime());
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
    const age = live.received_age === null ? null : Number(live.received_age);
    out.push(
      age !== null && age <= GB_FRESH_MINUTES * 60
        ? check(lang, 'frame', true, 'CHECK_FRAME', { seconds: Math.max(0, age) })
        : check(lang, 'frame', false, 'CHECK_NO_FRAME', { minutes: GB_FRESH_MINUTES }),
    );
  }
  if (step === 'CUSTOMER') {
    out.push(
      live.owner_name && live.owner_phone
        ? check(lang, 'customer', true, 'CHECK_CUSTOMER', { name: shown(live.owner_name) })
        : check(lang, 'customer', false, 'CHECK_CUSTOMER_MISSING'),
    );
  }
  if (step === 'FINISH') out.push(check(lang, 'ready', true, 'CHECK_READY'));
  return out;
}
