import { eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { seedFilingDemo } from './filing';
import { seedSignalDemo } from './signal';
import { DEMO } from './tenants';

/** Demo filings and signal configuration of the platform tenant, after the archive they name. */
export async function seedFilingSignalDemo(ctx: Pick<ServerContext, 'database'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  await seedFilingDemo(db, platform.id);
  await seedSignalDemo(db, platform.id);
}
