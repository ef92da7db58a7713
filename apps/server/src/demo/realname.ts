import { and, asc, eq } from 'drizzle-orm';
import { maskText } from '@chelian/contracts';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { vehicles } from '../domains/vehicle/schema';
import { OWNER_FIELDS } from '../domains/realname/owner';
import { realnameHistory, realnameOneLinkLogs, realnameRecords } from '../domains/realname/schema';
import { DEMO } from './tenants';

/** Made-up owners; the identity numbers carry valid check digits. */
const OWNERS = [
  { ownerName: '张伟', ownerPhone: '13900020001', ownerIdNumber: '11010519491231002X', status: 'PASS' },
  { ownerName: '李娜', ownerPhone: '13900020004', ownerIdNumber: '110105199003070017', status: 'SUBMIT' },
  { ownerName: '王强', ownerPhone: '13900020005', ownerIdNumber: '310115198510110023', status: 'NOT_VERIFY' },
] as const;

/**
 * Real-name records of three demo vehicles (added once), sealed as the API seals them, with
 * their history and one-link checks.
 */
export async function seedRealnameDemo(ctx: Pick<ServerContext, 'database' | 'secrets'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  const fleet = await db
    .select({ vin: vehicles.vin })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .orderBy(asc(vehicles.id))
    .limit(OWNERS.length);
  for (const [i, vehicle] of fleet.entries()) {
    const owner = OWNERS[i]!;
    const [exists] = await db
      .select({ id: realnameRecords.id })
      .from(realnameRecords)
      .where(and(eq(realnameRecords.tenantId, tenantId), eq(realnameRecords.vin, vehicle.vin)));
    if (exists) continue;
    const sealed: Record<string, string> = {};
    for (const [key, { sealed: column, mask, purpose }] of Object.entries(OWNER_FIELDS)) {
      const clear = owner[key as keyof typeof OWNER_FIELDS];
      sealed[column] = ctx.secrets.seal(purpose, clear);
      sealed[mask] = maskText(clear);
    }
    const submitted = owner.status !== 'NOT_VERIFY';
    const [row] = await db
      .insert(realnameRecords)
      .values({
        tenantId,
        vin: vehicle.vin,
        ownerType: 'PERSONAL',
        ...(sealed as Pick<
          typeof realnameRecords.$inferInsert,
          | 'ownerName'
          | 'ownerNameMask'
          | 'ownerPhone'
          | 'ownerPhoneMask'
          | 'ownerIdNumber'
          | 'ownerIdNumberMask'
        >),
        verifyStatus: owner.status,
        pendingSubmit: !submitted,
        submittedAt: submitted ? new Date() : null,
        verifiedAt: owner.status === 'PASS' ? new Date() : null,
      })
      .returning({ id: realnameRecords.id });
    const ownerName = maskText(owner.ownerName);
    const lines: (typeof realnameHistory.$inferInsert)[] = [
      {
        tenantId,
        recordId: row!.id,
        vin: vehicle.vin,
        action: 'CREATE',
        statusAfter: 'NOT_VERIFY',
        ownerName,
      },
    ];
    if (submitted) {
      lines.push({
        tenantId,
        recordId: row!.id,
        vin: vehicle.vin,
        action: 'SUBMIT',
        statusBefore: 'NOT_VERIFY',
        statusAfter: 'SUBMIT',
        ownerName,
      });
      await db.insert(realnameOneLinkLogs).values({
        tenantId,
        recordId: row!.id,
        vin: vehicle.vin,
        ownerPhone: maskText(owner.ownerPhone),
        result: 'SUCCESS',
      });
    }
    if (owner.status === 'PASS')
      lines.push({
        tenantId,
        recordId: row!.id,
        vin: vehicle.vin,
        action: 'VERIFY',
        statusBefore: 'SUBMIT',
        statusAfter: 'PASS',
        ownerName,
      });
    await db.insert(realnameHistory).values(lines);
  }
}
