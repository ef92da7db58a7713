import { sql } from 'drizzle-orm';
import { vehicleBindAbnormalSpec, vehicleLoginAbnormalSpec } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { vehicleLogins } from '../telemetry/schema';
import { vehicleTerminals } from '../vehicle/schema';

// Written with table names: drizzle leaves the outer table's columns unqualified inside these
// correlated subqueries (see check-resources.ts).

/** the card the archive assigned to the terminal bound at login */
const loginAssignedIccid = sql<
  string | null
>`(select s.iccid from terminals t join sim_cards s on s.id = t.sim_card_id
  where t.id = "vehicle_logins"."terminal_id")`;
/** another terminal of the tenant that holds the reported card */
const loginHolder = sql<
  string | null
>`(select t.terminal_code from sim_cards s join terminals t on t.sim_card_id = s.id
  where upper(s.iccid) = upper("vehicle_logins"."iccid") and s.tenant_id = "vehicle_logins"."tenant_id"
    and t.id is distinct from "vehicle_logins"."terminal_id" limit 1)`;
const loginAbnormalType = sql<string | null>`(case
  when "vehicle_logins"."terminal_id" is null then 'UNBOUND'
  when ${loginHolder} is not null then 'SIM_OF_OTHER_TERMINAL'
  when ${loginAssignedIccid} is null then 'SIM_UNASSIGNED'
  when upper(${loginAssignedIccid}) <> upper(coalesce("vehicle_logins"."iccid", '')) then 'SIM_MISMATCH'
  end)`;

/** Logins that do not match the archive: computed at read against the bindings and SIM cards now. */
export const vehicleLoginAbnormalResource = defineResource({
  spec: vehicleLoginAbnormalSpec,
  table: vehicleLogins,
  scope: { kind: 'tenant', column: vehicleLogins.tenantId },
  where: () => sql`"vehicle_logins"."login_at" is not null and ${loginAbnormalType} is not null`,
  columns: {
    abnormalType: loginAbnormalType,
    terminalCode: sql`(select t.terminal_code from terminals t where t.id = "vehicle_logins"."terminal_id")`,
    assignedIccid: loginAssignedIccid,
    holderTerminalCode: loginHolder,
  },
  // "contains" through the terminals' trigram index rather than the subquery once per login
  searches: {
    terminalCode: (pattern) =>
      sql`"vehicle_logins"."terminal_id" in (select t.id from terminals t where t.terminal_code ilike ${pattern})`,
  },
});

const boundTerminal = (column: string) =>
  sql.raw(`(select t.${column} from terminals t where t.id = "vehicle_terminals"."terminal_id")`);
const boundCard = (column: string) =>
  sql.raw(`(select s.${column} from terminals t join sim_cards s on s.id = t.sim_card_id
    where t.id = "vehicle_terminals"."terminal_id")`);
/** deactivated, expired, cleared or replaced (dictionary simStatus), or past its expiry */
const cardUnusable = sql`(${boundCard('status')} in ('3', '4', '5', '6') or ${boundCard('expire_at')} < now())`;
const bindAbnormalType = sql<string | null>`(case
  when ${boundCard('iccid')} is null then 'NO_SIM'
  when ${cardUnusable} then 'SIM_UNUSABLE'
  when ${boundTerminal('iccid')} is not null and upper(${boundTerminal('iccid')}) <> upper(${boundCard('iccid')}) then 'OTHER_SIM_REPORTED'
  end)`;

/** Bindings in force whose terminal and SIM card do not add up. */
export const vehicleBindAbnormalResource = defineResource({
  spec: vehicleBindAbnormalSpec,
  table: vehicleTerminals,
  scope: { kind: 'tenant', column: vehicleTerminals.tenantId },
  where: () => sql`"vehicle_terminals"."unbound_at" is null and ${bindAbnormalType} is not null`,
  columns: {
    vin: sql`(select v.vin from vehicles v where v.id = "vehicle_terminals"."vehicle_id")`,
    terminalCode: boundTerminal('terminal_code'),
    abnormalType: bindAbnormalType,
    assignedIccid: boundCard('iccid'),
    simStatus: boundCard('status'),
    reportedIccid: boundTerminal('iccid'),
  },
  // "contains" through the trigram indexes of vehicles and terminals rather than a subquery per binding
  searches: {
    vin: (pattern) =>
      sql`"vehicle_terminals"."vehicle_id" in (select v.id from vehicles v where v.vin ilike ${pattern})`,
    terminalCode: (pattern) =>
      sql`"vehicle_terminals"."terminal_id" in (select t.id from terminals t where t.terminal_code ilike ${pattern})`,
  },
});
