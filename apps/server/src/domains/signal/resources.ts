import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  signalAttrSpec,
  signalPublishHistorySpec,
  signalPublishSeriesSpec,
  signalTemplateSpec,
} from '@chelian/contracts/resources/signal/index';
import { defineResource } from '../../engine/engine';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import type { HookContext } from '../../engine/types';
import { vehicleSeries } from '../model/schema';
import { signalAttrs, signalPublishHistory, signalTemplates, signalTreeNodes } from './schema';

type Values = Record<string, unknown>;

/** The physical range reads low to high; the message names the maximum. */
function checkRange(values: Values, current: Values | null, lang: HookContext['caller']['lang']) {
  const min = 'physicalMin' in values ? values.physicalMin : current?.physicalMin;
  const max = 'physicalMax' in values ? values.physicalMax : current?.physicalMax;
  if (min == null || max == null || Number(min) <= Number(max)) return;
  const field = signalAttrSpec.fields.physicalMax.label[lang];
  throw new AppError(
    400,
    'SIGNAL_RANGE',
    { field },
    { physicalMax: translate(lang, 'SIGNAL_RANGE', { field }) },
  );
}

export const signalAttrResource = defineResource({
  spec: signalAttrSpec,
  table: signalAttrs,
  scope: { kind: 'tenant', column: signalAttrs.tenantId },
  where: () => eq(signalAttrs.deleted, false),
  sample: () => ({
    signalCode: 'BMS_SOC',
    signalName: '电池荷电状态',
    signalGroup: 'BMS',
    physicalMin: 0,
    physicalMax: 100,
    unit: '%',
    symbol: 'SOC',
    varAddress: '0x18FF50E5:0',
  }),
  hooks: {
    beforeCreate: (values, _input, h) => checkRange(values, null, h.caller.lang),
    beforeUpdate: (_id, values, _input, current, h) => checkRange(values, current, h.caller.lang),
  },
  // logical delete (deleteLogical): templates published before keep naming the
  // signal; it leaves the tree
  async remove(ids, h) {
    const db = h.server.database.db;
    const rows = await db
      .update(signalAttrs)
      .set({ deleted: true, deletedAt: new Date() })
      .where(
        and(
          inArray(signalAttrs.id, ids),
          eq(signalAttrs.tenantId, h.caller.tenantId),
          eq(signalAttrs.deleted, false),
        ),
      )
      .returning({ id: signalAttrs.id });
    if (rows.length)
      await db.delete(signalTreeNodes).where(
        inArray(
          signalTreeNodes.signalAttrId,
          rows.map((r) => r.id),
        ),
      );
    return { deleted: rows.length };
  },
});

export const signalTemplateResource = defineResource({
  spec: signalTemplateSpec,
  table: signalTemplates,
  scope: { kind: 'tenant', column: signalTemplates.tenantId },
  columns: {
    signalCount:
      sql`(select count(*) from signal_template_attrs a where a.template_id = signal_templates.id)`.mapWith(
        Number,
      ),
  },
  hooks: {
    async beforeDelete(ids, h) {
      const [published] = await h.tx
        .select({ name: signalTemplates.templateName })
        .from(signalTemplates)
        .where(and(inArray(signalTemplates.id, ids), eq(signalTemplates.publishStatus, 'PUBLISH')));
      if (published) throw new AppError(409, 'SIGNAL_TEMPLATE_PUBLISHED', { name: published.name });
    },
  },
});

const published = (column: string) =>
  sql.raw(
    `(select t.${column} from signal_templates t where t.vehicle_series_id = vehicle_series.id and t.publish_status = 'PUBLISH')`,
  );

export const signalPublishSeriesResource = defineResource({
  spec: signalPublishSeriesSpec,
  table: vehicleSeries,
  scope: { kind: 'tenant', column: vehicleSeries.tenantId },
  columns: {
    templateName: published('template_name'),
    version: published('version').mapWith(Number),
    versionCode: sql.raw(
      `(select 'V' || lpad(t.version::text, 3, '0') from signal_templates t where t.vehicle_series_id = vehicle_series.id and t.publish_status = 'PUBLISH')`,
    ),
    publishedAt: published('published_at').mapWith(signalTemplates.publishedAt),
    templateCount:
      sql`(select count(*) from signal_templates t where t.vehicle_series_id = vehicle_series.id)`.mapWith(
        Number,
      ),
  },
  exactTotal: true,
});

export const signalPublishHistoryResource = defineResource({
  spec: signalPublishHistorySpec,
  table: signalPublishHistory,
  scope: { kind: 'tenant', column: signalPublishHistory.tenantId },
});

/** The version code a publish gets: V001, V002 ... */
export const versionCode = (version: number) => `V${String(version).padStart(3, '0')}`;
