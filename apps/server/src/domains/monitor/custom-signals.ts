import { and, eq, sql } from 'drizzle-orm';
import type { CustomSignalNode, CustomSignalTree } from '@chelian/contracts/monitor';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { vehicleSeries } from '../model/schema';
import { signalAttrs, signalTemplateAttrs, signalTemplates, signalTreeNodes } from '../signal/schema';
import { vehicles } from '../vehicle/schema';

/**
 * fwp/custom/tree: the signal tree configured for the vehicle's series (signal configuration),
 * each signal with its dictionary entry and whether the template published to the series
 * collects it. A vehicle without a series has an empty tree.
 */
export async function customSignalTree(
  db: Db,
  tenantId: number,
  vehicleId: number,
): Promise<CustomSignalTree> {
  const [vehicle] = await db
    .select({ vin: vehicles.vin, seriesId: vehicleSeries.id, seriesName: vehicleSeries.name })
    .from(vehicles)
    .leftJoin(
      vehicleSeries,
      and(eq(vehicleSeries.id, vehicles.vehicleSeriesId), eq(vehicleSeries.tenantId, tenantId)),
    )
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.tenantId, tenantId)));
  if (!vehicle) throw notFound();
  const empty: CustomSignalTree = {
    vin: vehicle.vin,
    vehicleSeriesId: vehicle.seriesId,
    seriesName: vehicle.seriesName,
    template: null,
    nodes: [],
  };
  if (vehicle.seriesId === null) return empty;

  // at most one template is published per series (a partial unique index holds it)
  const [template] = await db
    .select({ id: signalTemplates.id, name: signalTemplates.templateName, version: signalTemplates.version })
    .from(signalTemplates)
    .where(
      and(
        eq(signalTemplates.tenantId, tenantId),
        eq(signalTemplates.vehicleSeriesId, vehicle.seriesId),
        eq(signalTemplates.publishStatus, 'PUBLISH'),
      ),
    );
  const collected = template
    ? sql<boolean>`exists (select 1 from ${signalTemplateAttrs} where ${signalTemplateAttrs.templateId} = ${template.id} and ${signalTemplateAttrs.signalAttrId} = ${signalTreeNodes.signalAttrId})`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      id: signalTreeNodes.id,
      parentId: signalTreeNodes.parentId,
      name: signalTreeNodes.name,
      nodeType: signalTreeNodes.nodeType,
      signalCode: signalAttrs.signalCode,
      unit: signalAttrs.unit,
      varAddress: signalAttrs.varAddress,
      deleted: signalAttrs.deleted,
      collected,
    })
    .from(signalTreeNodes)
    .leftJoin(signalAttrs, eq(signalAttrs.id, signalTreeNodes.signalAttrId))
    .where(and(eq(signalTreeNodes.tenantId, tenantId), eq(signalTreeNodes.vehicleSeriesId, vehicle.seriesId)))
    .orderBy(sql`${signalTreeNodes.nodeType} = 'SIGNAL'`, signalTreeNodes.sort, signalTreeNodes.name);

  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    // signals deleted from the dictionary no longer describe what the vehicle reports
    if (row.nodeType === 'SIGNAL' && row.deleted) continue;
    const key = row.parentId ?? null;
    (byParent.get(key) ?? byParent.set(key, []).get(key)!).push(row);
  }
  const build = (parent: number | null): CustomSignalNode[] =>
    (byParent.get(parent) ?? []).map((row) =>
      row.nodeType === 'NODE'
        ? { id: row.id, name: row.name, nodeType: 'NODE', children: build(row.id) }
        : {
            id: row.id,
            name: row.name,
            nodeType: 'SIGNAL',
            signalCode: row.signalCode ?? undefined,
            unit: row.unit,
            varAddress: row.varAddress,
            collected: Boolean(row.collected),
            children: [],
          },
    );
  return {
    ...empty,
    template: template ? { name: template.name, version: template.version } : null,
    nodes: build(null),
  };
}
