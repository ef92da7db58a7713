import { sql } from 'drizzle-orm';
import type { FilingStandard } from '@chelian/contracts';
import { filings } from '../filing/schema';
import { chipModels } from '../terminal/schema';
import { vehicles } from '../vehicle/schema';

/*
 * The register flags of the status row, read from `filings`. Each subquery names the whole key of
 * the unique index filings_subject_standard (or its first three columns), so a row costs one or
 * two index probes whatever the number of filings: the page never scans them.
 */

/** The status of the vehicle's filing under a standard, or null when it was never filed. */
export const vehicleFilingStatus = (standard: FilingStandard) =>
  sql<string | null>`(select ${filings.status} from ${filings}
    where ${filings.tenantId} = ${vehicles.tenantId} and ${filings.subjectType} = 'VEHICLE'
      and ${filings.subjectId} = ${vehicles.id} and ${filings.standard} = ${standard})`;

/**
 * Whether the chip model of the vehicle's terminal is approved under either standard. An aggregate
 * rather than exists: the planner may not turn it into a hashed scan of every chip model filing.
 */
export const chipApproved = sql<
  boolean | null
>`(select bool_or(${filings.status} = 'APPROVED') from ${filings}
    where ${filings.tenantId} = ${chipModels.tenantId} and ${filings.subjectType} = 'CHIP_MODEL'
      and ${filings.subjectId} = ${chipModels.id})`;
