import { and, eq, max, sql } from 'drizzle-orm';
import { softwareVersionLockSpec, softwareVersionSpec } from '@chelian/contracts';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { defineResource, resourceByName } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { softwareVersionLocks, softwareVersions, terminals } from './schema';

type Values = Record<string, unknown>;

/** A model's version numbers only grow: a new one must exceed the highest so far. */
async function assertGrows(values: Values, h: HookContext, exceptId?: number) {
  const modelId = Number(values.terminalModelId);
  // a name the model already has is refused by its unique index, naming the field: say that first
  const [sameName] = await h.tx
    .select({ id: softwareVersions.id })
    .from(softwareVersions)
    .where(
      and(
        eq(softwareVersions.terminalModelId, modelId),
        eq(softwareVersions.versionName, String(values.versionName)),
        exceptId ? sql`${softwareVersions.id} <> ${exceptId}` : undefined,
      ),
    );
  if (sameName) return;
  const [row] = await h.tx
    .select({ highest: max(softwareVersions.versionNumber) })
    .from(softwareVersions)
    .where(
      and(
        eq(softwareVersions.terminalModelId, modelId),
        exceptId ? sql`${softwareVersions.id} <> ${exceptId}` : undefined,
      ),
    );
  const highest = row?.highest ?? 0;
  if (Number(values.versionNumber) <= highest) {
    const lang = h.caller.lang;
    const field = softwareVersionResource.label('versionNumber', lang);
    const message = translate(lang, 'VERSION_NOT_GREATER', { field, max: highest });
    throw new AppError(400, 'VALIDATION', { detail: message }, { versionNumber: message });
  }
}

export const softwareVersionResource = defineResource({
  spec: softwareVersionSpec,
  table: softwareVersions,
  scope: { kind: 'tenant', column: softwareVersions.tenantId },
  sample: () => ({ versionName: '1.0.3', versionNumber: 10003, releasedAt: Date.UTC(2026, 5, 1) }),
  hooks: {
    beforeCreate: (values, _input, h) => assertGrows(values, h),
    async beforeUpdate(id, values, _input, current, h) {
      if (!('versionNumber' in values) && !('terminalModelId' in values)) return;
      await assertGrows({ ...current, ...values }, h, id);
    },
  },
});

/** The lock's version must be one of the terminal's own model. */
async function assertSameModel(values: Values, h: HookContext) {
  const [terminal] = await h.tx
    .select({ modelId: terminals.terminalModelId })
    .from(terminals)
    .where(eq(terminals.id, Number(values.terminalId)));
  const [version] = await h.tx
    .select({ modelId: softwareVersions.terminalModelId })
    .from(softwareVersions)
    .where(eq(softwareVersions.id, Number(values.softwareVersionId)));
  if (terminal && version && terminal.modelId !== version.modelId) {
    const lang = h.caller.lang;
    const field = resourceByName('softwareVersionLock')!.label('softwareVersionId', lang);
    const message = translate(lang, 'VERSION_OF_OTHER_MODEL', { field });
    throw new AppError(400, 'VALIDATION', { detail: message }, { softwareVersionId: message });
  }
}

export const softwareVersionLockResource = defineResource({
  spec: softwareVersionLockSpec,
  table: softwareVersionLocks,
  scope: { kind: 'tenant', column: softwareVersionLocks.tenantId },
  sample: () => ({ reason: '整车厂要求保持该版本' }),
  hooks: {
    beforeCreate: (values, _input, h) => assertSameModel(values, h),
    beforeUpdate: (_id, values, _input, current, h) => assertSameModel({ ...current, ...values }, h),
  },
});
