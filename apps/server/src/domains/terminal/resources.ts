import { eq, sql } from 'drizzle-orm';
import {
  SUPPLIER_TYPE,
  chipFactorySpec,
  chipModelSpec,
  partSupplierSpec,
  simCardSpec,
  simPackageSpec,
  terminalModelSpec,
  terminalBatchSpec,
  terminalSpec,
  terminalSupplierSpec,
} from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { AppError } from '../../platform/errors';
import { parseSigningKey } from '../../gateway';
import {
  chipFactories,
  chipModels,
  simCards,
  simPackages,
  terminalBatches,
  terminalModels,
  terminalSuppliers,
  terminals,
} from './schema';

type Values = Record<string, unknown>;

export const terminalSupplierResource = defineResource({
  spec: terminalSupplierSpec,
  table: terminalSuppliers,
  scope: { kind: 'tenant', column: terminalSuppliers.tenantId },
  where: () => eq(terminalSuppliers.supplierType, SUPPLIER_TYPE.terminal),
  sample: () => ({
    code: 'HZTB',
    name: '杭州车联终端科技有限公司',
    abbr: '杭州车联',
    mesCode: 'HZ',
    tuidCode: 'T1',
    contacts: '陈工',
    phone: '0571-88886666',
    address: '杭州市滨江区江南大道 588 号',
  }),
  hooks: {
    beforeCreate(values) {
      values.supplierType = SUPPLIER_TYPE.terminal;
    },
  },
});

/** Part suppliers live in the same table; their MES and TUID codes are always 00. */
const fixPartCodes = (values: Values) => {
  values.mesCode = '00';
  values.tuidCode = '00';
};

export const partSupplierResource = defineResource({
  spec: partSupplierSpec,
  table: terminalSuppliers,
  scope: { kind: 'tenant', column: terminalSuppliers.tenantId },
  where: () => eq(terminalSuppliers.supplierType, SUPPLIER_TYPE.part),
  sample: () => ({
    code: 'NBPJ',
    name: '宁波精工零部件有限公司',
    abbr: '宁波精工',
    contacts: '周工',
    phone: '0574-87654321',
    address: '宁波市北仑区新碶街道 18 号',
  }),
  hooks: {
    beforeCreate(values) {
      values.supplierType = SUPPLIER_TYPE.part;
      fixPartCodes(values);
    },
    beforeUpdate(_id, values) {
      fixPartCodes(values);
    },
  },
});

export const chipFactoryResource = defineResource({
  spec: chipFactorySpec,
  table: chipFactories,
  scope: { kind: 'tenant', column: chipFactories.tenantId },
  sample: () => ({
    code: 'HSXP',
    name: '华晟芯片设计有限公司',
    contacts: '刘工',
    phone: '021-66668888',
    address: '上海市浦东新区张江路 99 号',
  }),
});

export const chipModelResource = defineResource({
  spec: chipModelSpec,
  table: chipModels,
  scope: { kind: 'tenant', column: chipModels.tenantId },
  sample: () => ({ modelCode: 'HS-SE100', modelName: 'HS 安全芯片 SE100', chipType: 'SE' }),
});

export const terminalModelResource = defineResource({
  spec: terminalModelSpec,
  table: terminalModels,
  scope: { kind: 'tenant', column: terminalModels.tenantId },
  sample: () => ({
    modelCode: 'TBOX-G6',
    modelName: 'T-BOX G6 国六终端',
    chainType: 'GB6',
    hardwareVersion: 'H2.1',
  }),
});

export const simPackageResource = defineResource({
  spec: simPackageSpec,
  table: simPackages,
  scope: { kind: 'tenant', column: simPackages.tenantId },
  sample: () => ({ name: '车联网 500M 年包', operator: 'CMCC', dataMb: 500, periodMonths: 12 }),
});

/** "Terminal code contains" of a card: the terminals' trigram index finds the codes, and so their cards. */
export const simCardSearches = {
  terminalCode: (pattern: string) =>
    sql`"sim_cards"."id" in (select t.sim_card_id from terminals t where t.terminal_code ilike ${pattern})`,
};

export const simCardResource = defineResource({
  spec: simCardSpec,
  table: simCards,
  scope: { kind: 'tenant', column: simCards.tenantId },
  columns: {
    // qualified by hand: drizzle leaves the outer table's name off its own columns
    terminalCode: sql.raw('(select t.terminal_code from terminals t where t.sim_card_id = "sim_cards"."id")'),
  },
  searches: simCardSearches,
  sample: () => ({
    iccid: '89860123456789012345',
    msisdn: '1440123456789',
    imsi: '460041234567890',
    operator: 'CMCC',
    cardCategory: 'M2M',
    status: '7',
  }),
});

/** A terminal without a supplier of its own takes its model's. */
async function supplierOfModel(values: Values, h: { tx: import('../../db/client').Db }) {
  if (values.supplierId != null || values.terminalModelId == null) return;
  const [model] = await h.tx
    .select({ supplierId: terminalModels.supplierId })
    .from(terminalModels)
    .where(eq(terminalModels.id, Number(values.terminalModelId)));
  if (model) values.supplierId = model.supplierId;
}

/** A signing key the gateway could not use is refused here rather than ignored at the next login. */
function checkSigningKey(values: Values): void {
  const key = values.signPublicKey;
  if (typeof key !== 'string' || key.trim() === '') {
    if (key === '') values.signPublicKey = null;
    return;
  }
  const parsed = parseSigningKey(key);
  if (typeof parsed === 'string')
    throw new AppError(400, 'VALIDATION', { detail: parsed }, { signPublicKey: parsed });
  values.signPublicKey = key.trim();
}

export const terminalResource = defineResource({
  spec: terminalSpec,
  table: terminals,
  scope: { kind: 'tenant', column: terminals.tenantId },
  columns: {
    msisdn: sql.raw('(select c.msisdn from sim_cards c where c.id = "terminals"."sim_card_id")'),
  },
  sample: () => ({
    terminalCode: 'TB2026000000001',
    chainType: 'GB32960',
    softwareVersion: '1.0.3',
    hardwareVersion: 'H2.1',
  }),
  hooks: {
    beforeCreate: (values, _input, h) => {
      checkSigningKey(values);
      return supplierOfModel(values, h);
    },
    beforeUpdate: (_id, values, _input, _current, h) => {
      checkSigningKey(values);
      return supplierOfModel(values, h);
    },
  },
});

export const terminalBatchResource = defineResource({
  spec: terminalBatchSpec,
  table: terminalBatches,
  scope: { kind: 'tenant', column: terminalBatches.tenantId },
  sample: () => ({ batchNo: 'B20260301', quantity: 500, produceDate: Date.UTC(2026, 2, 1) }),
});
