import { and, eq, sql } from 'drizzle-orm';
import {
  factoryProductionApplySpec,
  simCardLinkSpec,
  simCardUpdateImportSpec,
  supplyRecordSpec,
  terminalCertSpec,
  terminalProductionTestSpec,
} from '@chelian/contracts';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { defineResource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { simCardSearches, terminalResource } from './resources';
import {
  factoryProductionApplies,
  simCardLinks,
  supplyRecords,
  terminalCerts,
  terminalProductionTests,
} from './records-schema';
import { simCards, terminals } from './schema';

type Values = Record<string, unknown>;
const instant = (v: unknown) => (v == null ? null : new Date(v as string | number | Date).getTime());
const pick = (key: string, values: Values, current: Values) => (key in values ? values[key] : current[key]);

export const factoryProductionApplyResource = defineResource({
  spec: factoryProductionApplySpec,
  table: factoryProductionApplies,
  scope: { kind: 'tenant', column: factoryProductionApplies.tenantId },
  sample: () => ({
    applyNo: 'PA-2026-0001',
    quantity: 500,
    plannedDate: Date.UTC(2026, 11, 15),
    status: 'APPLIED',
    applicant: '李工',
  }),
});

/** A delivery against a production request must be of the request's factory and terminal model. */
async function checkSupplyApply(values: Values, current: Values, h: HookContext) {
  const applyId = pick('applyId', values, current);
  if (applyId == null) return;
  const [apply] = await h.tx
    .select({
      supplierId: factoryProductionApplies.supplierId,
      modelId: factoryProductionApplies.terminalModelId,
    })
    .from(factoryProductionApplies)
    .where(
      and(
        eq(factoryProductionApplies.id, Number(applyId)),
        eq(factoryProductionApplies.tenantId, h.caller.tenantId),
      ),
    );
  if (!apply) return; // the engine has already refused a request of another tenant
  if (
    apply.supplierId !== Number(pick('supplierId', values, current)) ||
    apply.modelId !== Number(pick('terminalModelId', values, current))
  ) {
    const field = supplyRecordResource.label('applyId', h.caller.lang);
    const message = translate(h.caller.lang, 'SUPPLY_APPLY_MISMATCH', { field });
    throw new AppError(400, 'VALIDATION', { detail: message }, { applyId: message });
  }
}

export const supplyRecordResource = defineResource({
  spec: supplyRecordSpec,
  table: supplyRecords,
  scope: { kind: 'tenant', column: supplyRecords.tenantId },
  sample: () => ({
    supplyNo: 'SR-2026-0001',
    quantity: 200,
    supplyDate: Date.UTC(2026, 10, 20),
    receiver: '仓库 张三',
  }),
  hooks: {
    beforeCreate: (values, _input, h) => checkSupplyApply(values, {}, h),
    beforeUpdate: (_id, values, _input, current, h) => checkSupplyApply(values, current, h),
  },
});

export const terminalProductionTestResource = defineResource({
  spec: terminalProductionTestSpec,
  table: terminalProductionTests,
  scope: { kind: 'tenant', column: terminalProductionTests.tenantId },
  sample: () => ({
    terminalCode: 'TBOX-LINE-0001',
    stationName: 'EOL-01',
    testedAt: Date.UTC(2026, 10, 2, 3),
    result: 'PASS',
    softwareVersion: '1.0.3',
    tester: '产线测试员',
  }),
});

/** A certificate is valid for a while: its end must follow its start. */
function checkValidity(values: Values, current: Values, h: HookContext) {
  const from = instant(pick('validFrom', values, current));
  const to = instant(pick('validTo', values, current));
  if (from == null || to == null || to > from) return;
  const lang = h.caller.lang;
  const field = terminalCertResource.label('validTo', lang);
  const message = translate(lang, 'DATE_ORDER', {
    field,
    other: terminalCertResource.label('validFrom', lang),
  });
  throw new AppError(400, 'VALIDATION', { detail: message }, { validTo: message });
}

export const terminalCertResource = defineResource({
  spec: terminalCertSpec,
  table: terminalCerts,
  scope: { kind: 'tenant', column: terminalCerts.tenantId },
  sample: () => ({
    serialNo: '4F2A9C01D3E5',
    issuer: 'Chelian Device CA',
    validFrom: Date.UTC(2026, 0, 1),
    validTo: Date.UTC(2029, 0, 1),
  }),
  hooks: {
    beforeCreate: (values, _input, h) => checkValidity(values, {}, h),
    beforeUpdate: (_id, values, _input, current, h) => checkValidity(values, current, h),
  },
});

/**
 * A row of the SIM-to-terminal file: the card and the terminal are looked up in the caller's
 * tenant, and the card goes into the terminal through the terminal's own update (so a card held
 * by another terminal is refused naming the SIM card field).
 */
export const simCardLinkResource = defineResource({
  spec: simCardLinkSpec,
  table: simCardLinks,
  scope: { kind: 'tenant', column: simCardLinks.tenantId },
  sample: () => ({ iccid: '89860012345678901234', terminalCode: 'TBOX-DEMO-0001' }),
  hooks: {
    async beforeCreate(values, input, h) {
      const lang = h.caller.lang;
      const iccid = String(input.iccid).toUpperCase();
      const [card] = await h.tx
        .select({ id: simCards.id })
        .from(simCards)
        .where(and(eq(simCards.tenantId, h.caller.tenantId), eq(simCards.iccid, iccid)));
      if (!card) {
        const field = simCardLinkResource.label('iccid', lang);
        throw new AppError(
          400,
          'REF_NOT_FOUND',
          { field },
          { iccid: translate(lang, 'REF_NOT_FOUND', { field }) },
        );
      }
      const code = String(input.terminalCode);
      const [terminal] = await h.tx
        .select({ id: terminals.id })
        .from(terminals)
        .where(and(eq(terminals.tenantId, h.caller.tenantId), eq(terminals.terminalCode, code)));
      if (!terminal) {
        const field = simCardLinkResource.label('terminalCode', lang);
        const message = translate(lang, 'TERMINAL_NOT_FOUND', { field });
        throw new AppError(400, 'TERMINAL_NOT_FOUND', { field }, { terminalCode: message });
      }
      await terminalResource.update(h.tx, h, { id: terminal.id, simCardId: card.id });
      values.iccid = iccid;
      values.simCardId = card.id;
      values.terminalId = terminal.id;
    },
  },
});

/** The SIM card file where a card the tenant already has is updated rather than refused (importEx). */
export const simCardUpdateImportResource = defineResource({
  spec: simCardUpdateImportSpec,
  table: simCards,
  scope: { kind: 'tenant', column: simCards.tenantId },
  importMode: 'upsert',
  columns: {
    terminalCode: sql.raw('(select t.terminal_code from terminals t where t.sim_card_id = "sim_cards"."id")'),
  },
  searches: simCardSearches,
  sample: () => ({
    iccid: '89860099000000000001',
    msisdn: '1440000000001',
    operator: 'CMCC',
    cardCategory: 'M2M',
    status: '2',
  }),
});
