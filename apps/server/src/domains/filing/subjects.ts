import { sql, type SQL } from 'drizzle-orm';
import type { FilingStandard, FilingSubject } from '@chelian/contracts';
import type { Db } from '../../db/client';
import type { FilingDocument } from './platform-client';

/**
 * Per subject: its table, the SQL of its code and name (read by the filing screens), and the
 * query of everything filed about it (the document sent to the platform).
 */
interface SubjectSource {
  table: string;
  code: string;
  name: string;
  /** one row: code, name and the filed fields; $1 is the subject id, $2 the tenant */
  document: (id: number, tenantId: number) => SQL;
}

export const SUBJECTS: Record<FilingSubject, SubjectSource> = {
  CHIP_MODEL: {
    table: 'chip_models',
    code: 'model_code',
    name: 'model_name',
    document: (id, tenantId) => sql`
      select m.model_code as code, m.model_name as name, m.chip_type as "chipType", f.code as "factoryCode"
      from chip_models m left join chip_factories f on f.id = m.chip_factory_id
      where m.id = ${id} and m.tenant_id = ${tenantId}`,
  },
  TBOX_MODEL: {
    table: 'terminal_models',
    code: 'model_code',
    name: 'model_name',
    document: (id, tenantId) => sql`
      select m.model_code as code, m.model_name as name, m.chain_type as "chainType",
        m.hardware_version as "hardwareVersion", s.code as "supplierCode", c.model_code as "chipModelCode"
      from terminal_models m
      left join terminal_suppliers s on s.id = m.supplier_id
      left join chip_models c on c.id = m.chip_model_id
      where m.id = ${id} and m.tenant_id = ${tenantId}`,
  },
  VEHICLE_MODEL: {
    table: 'vehicle_models',
    code: 'code',
    name: 'name',
    document: (id, tenantId) => sql`
      select m.code, m.name, m.fuel_type as "fuelType", m.announcement_model as "announcementModel",
        s.name as "seriesName"
      from vehicle_models m left join vehicle_series s on s.id = m.vehicle_series_id
      where m.id = ${id} and m.tenant_id = ${tenantId}`,
  },
  VEHICLE: {
    table: 'vehicles',
    code: 'vin',
    name: 'plate',
    document: (id, tenantId) => sql`
      select v.vin as code, coalesce(v.plate, '') as name, m.code as "modelCode", t.terminal_code as "terminalCode"
      from vehicles v
      left join vehicle_models m on m.id = v.vehicle_model_id
      left join vehicle_terminals vt on vt.vehicle_id = v.id and vt.unbound_at is null
      left join terminals t on t.id = vt.terminal_id
      where v.id = ${id} and v.tenant_id = ${tenantId}`,
  },
};

/** The subject's code or name, read next to a filing row. */
export const subjectColumn = (subject: FilingSubject, which: 'code' | 'name') => {
  const s = SUBJECTS[subject];
  return sql.raw(`(select x.${s[which]} from ${s.table} x where x.id = filings.subject_id)`);
};

/** What the platform gets about a filing's subject; null when the subject is gone. */
export async function documentOf(
  db: Db,
  filing: {
    subjectType: string;
    subjectId: number;
    tenantId: number;
    standard: string;
    identifier: string | null;
  },
): Promise<FilingDocument | null> {
  const subject = filing.subjectType as FilingSubject;
  const result = (await db.execute(
    SUBJECTS[subject].document(filing.subjectId, filing.tenantId),
  )) as unknown as {
    rows: Record<string, string | number | null>[];
  };
  const row = result.rows[0];
  if (!row) return null;
  const { code, name, ...fields } = row;
  return {
    subject,
    standard: filing.standard as FilingStandard,
    code: String(code),
    name: String(name ?? ''),
    identifier: filing.identifier,
    fields,
  };
}
