import { sql } from 'drizzle-orm';
import { terminalBindRecordSpec, terminalCheckSpec } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { vehicleTerminalLogs } from '../vehicle/schema';
import { terminals } from './schema';

// Written with table names: drizzle leaves the outer table's columns unqualified, and "id" would
// be ambiguous inside these correlated subqueries.
const boundVin = sql<
  string | null
>`(select v.vin from vehicle_terminals b join vehicles v on v.id = b.vehicle_id
  where b.terminal_id = "terminals"."id" and b.unbound_at is null)`;
const latest = (column: string) =>
  sql.raw(`(select l.${column} from vehicle_terminals b join vehicle_latest l on l.vehicle_id = b.vehicle_id
    where b.terminal_id = "terminals"."id" and b.unbound_at is null)`);
const online = sql<boolean>`coalesce(${latest('online')}, false)`;
const simAssigned = sql<boolean>`("terminals"."sim_card_id" is not null)`;
/** the card the terminal reported at its last login is the card the archive assigned */
const iccidMatches = sql<boolean>`coalesce((select upper(s.iccid) = upper("terminals"."iccid") from sim_cards s
  where s.id = "terminals"."sim_card_id"), false)`;
const newestVersion = sql<string | null>`(select sv.version_name from software_versions sv
  where sv.terminal_model_id = "terminals"."terminal_model_id" order by sv.version_number desc limit 1)`;
/** a model without versions has nothing newer to be on */
const versionCurrent = sql<boolean>`(${newestVersion} is null or ${newestVersion} = "terminals"."software_version")`;
const reported = sql`("terminals"."iccid" is not null)`;

/**
 * FAULT: no SIM card, or the terminal reports another card than the one assigned.
 * WARNING: not bound to a vehicle, never reported, offline or behind its model's newest version.
 */
const checkResult = sql<string>`case
  when not ${simAssigned} or (${reported} and not ${iccidMatches}) then 'FAULT'
  when ${boundVin} is null or not ${reported} or not ${online} or not ${versionCurrent} then 'WARNING'
  else 'NORMAL' end`;

export const terminalCheckResource = defineResource({
  spec: terminalCheckSpec,
  table: terminals,
  scope: { kind: 'tenant', column: terminals.tenantId },
  columns: {
    checkResult,
    vin: boundVin,
    simAssigned,
    iccidMatches,
    online,
    lastSeenAt: latest('last_seen_at'),
    latestVersion: newestVersion,
    versionCurrent,
  },
  // "VIN contains": the vehicles' trigram index finds the VINs, the open bindings their terminals
  searches: {
    vin: (pattern) => sql`"terminals"."id" in (select b.terminal_id from vehicles v
      join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null
      where v.vin ilike ${pattern})`,
  },
});

/** The binding log by terminal: the same rows as the vehicle side's log. */
export const terminalBindRecordResource = defineResource({
  spec: terminalBindRecordSpec,
  table: vehicleTerminalLogs,
  scope: { kind: 'tenant', column: vehicleTerminalLogs.tenantId },
});
