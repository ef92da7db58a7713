import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../../db/columns';
import { tenantKey } from '../../platform/schema';

/** The terminal chains: GB4, GB6, GB32960 and CUSTOM. */
const CHAIN_TYPES = (column: AnyPgColumn) => sql`${column} in ('GB4', 'GB6', 'GB32960', 'CUSTOM')`;

/**
 * Terminal suppliers (type 1001) and part suppliers (type 1002) share one table: the console
 * shows them as two screens. Part suppliers keep mesCode and tuidCode at '00'.
 */
export const terminalSuppliers = pgTable(
  'terminal_suppliers',
  {
    id: id(),
    tenantId: tenantKey(),
    supplierType: varchar('supplier_type', { length: 4 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    abbr: varchar('abbr', { length: 50 }),
    mesCode: varchar('mes_code', { length: 2 }).notNull().default('00'),
    tuidCode: varchar('tuid_code', { length: 2 }).notNull().default('00'),
    contacts: varchar('contacts', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    address: varchar('address', { length: 200 }),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    remark: varchar('remark', { length: 500 }),
    /** the supplier's password for its portal (terminal/suppliers/V1.0/pwd): scrypt of the console's MD5, never answered */
    portalPasswordHash: varchar('portal_password_hash', { length: 160 }),
    portalPasswordSetAt: time('portal_password_set_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminal_suppliers_tenant_code').on(t.tenantId, t.code),
    index('terminal_suppliers_tenant_type').on(t.tenantId, t.supplierType, t.createdAt, t.id),
    check('terminal_suppliers_type', sql`${t.supplierType} in ('1001', '1002')`),
  ],
);

export const chipFactories = pgTable(
  'chip_factories',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    contacts: varchar('contacts', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    address: varchar('address', { length: 200 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chip_factories_tenant_code').on(t.tenantId, t.code),
    index('chip_factories_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

export const chipModels = pgTable(
  'chip_models',
  {
    id: id(),
    tenantId: tenantKey(),
    chipFactoryId: ref('chip_factory_id')
      .notNull()
      .references(() => chipFactories.id),
    modelCode: varchar('model_code', { length: 64 }).notNull(),
    modelName: varchar('model_name', { length: 100 }).notNull(),
    chipType: varchar('chip_type', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chip_models_tenant_code').on(t.tenantId, t.modelCode),
    index('chip_models_factory').on(t.chipFactoryId),
    index('chip_models_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

export const terminalModels = pgTable(
  'terminal_models',
  {
    id: id(),
    tenantId: tenantKey(),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => terminalSuppliers.id),
    chipModelId: ref('chip_model_id').references(() => chipModels.id),
    modelCode: varchar('model_code', { length: 64 }).notNull(),
    modelName: varchar('model_name', { length: 100 }).notNull(),
    chainType: varchar('chain_type', { length: 16 }).notNull().default('GB32960'),
    hardwareVersion: varchar('hardware_version', { length: 32 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminal_models_tenant_code').on(t.tenantId, t.modelCode),
    index('terminal_models_supplier').on(t.supplierId),
    index('terminal_models_chip').on(t.chipModelId),
    index('terminal_models_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('terminal_models_chain_type', CHAIN_TYPES(t.chainType)),
  ],
);

export const simPackages = pgTable(
  'sim_packages',
  {
    id: id(),
    tenantId: tenantKey(),
    name: varchar('name', { length: 100 }).notNull(),
    operator: varchar('operator', { length: 8 }).notNull(),
    dataMb: integer('data_mb').notNull(),
    periodMonths: integer('period_months').notNull().default(12),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_packages_tenant_name').on(t.tenantId, t.name),
    index('sim_packages_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** SIM cards; ICCID and MSISDN identify a card across all tenants. Status codes 0-9. */
export const simCards = pgTable(
  'sim_cards',
  {
    id: id(),
    tenantId: tenantKey(),
    iccid: varchar('iccid', { length: 20 }).notNull(),
    msisdn: varchar('msisdn', { length: 20 }).notNull(),
    imsi: varchar('imsi', { length: 15 }),
    operator: varchar('operator', { length: 8 }).notNull(),
    cardCategory: varchar('card_category', { length: 16 }).notNull(),
    status: varchar('status', { length: 1 }).notNull().default('7'),
    packageId: ref('package_id').references(() => simPackages.id),
    activatedAt: time('activated_at'),
    expireAt: time('expire_at'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_cards_iccid').on(t.iccid),
    uniqueIndex('sim_cards_msisdn').on(t.msisdn),
    // "contains", any case (pg_trgm): a card is often known by the last digits of its ICCID or number
    index('sim_cards_iccid_trgm').using('gin', t.iccid.op('gin_trgm_ops')),
    index('sim_cards_msisdn_trgm').using('gin', t.msisdn.op('gin_trgm_ops')),
    index('sim_cards_package').on(t.packageId),
    index('sim_cards_tenant_status').on(t.tenantId, t.status, t.id),
    index('sim_cards_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('sim_cards_status', sql`${t.status} between '0' and '9'`),
  ],
);

/** Production batches of terminals of one model. */
export const terminalBatches = pgTable(
  'terminal_batches',
  {
    id: id(),
    tenantId: tenantKey(),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    terminalModelId: ref('terminal_model_id')
      .notNull()
      .references(() => terminalModels.id),
    quantity: integer('quantity').notNull(),
    produceDate: time('produce_date'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminal_batches_tenant_no').on(t.tenantId, t.batchNo),
    index('terminal_batches_model').on(t.terminalModelId),
    index('terminal_batches_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('terminal_batches_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * Telematics boxes, identified by their terminal code (TUID). `iccid` is the card the terminal
 * reported at its last login (the gateway keeps it); `simCardId` is the card the archive assigns.
 * `signPublicKey` is the public key its 2025 reports are signed with (PEM, or the hex of an
 * uncompressed P-256 point); the gateway verifies their signature block with it.
 */
export const terminals = pgTable(
  'terminals',
  {
    id: id(),
    tenantId: tenantKey(),
    terminalCode: varchar('terminal_code', { length: 64 }).notNull().unique(),
    iccid: varchar('iccid', { length: 20 }).unique(),
    protocol: varchar('protocol', { length: 16 }).notNull().default('GB32960'),
    terminalModelId: ref('terminal_model_id').references(() => terminalModels.id),
    supplierId: ref('supplier_id').references(() => terminalSuppliers.id),
    simCardId: ref('sim_card_id').references(() => simCards.id, { onDelete: 'set null' }),
    batchId: ref('batch_id').references(() => terminalBatches.id),
    chainType: varchar('chain_type', { length: 16 }).notNull().default('GB32960'),
    softwareVersion: varchar('software_version', { length: 32 }),
    hardwareVersion: varchar('hardware_version', { length: 32 }),
    produceDate: time('produce_date'),
    remark: varchar('remark', { length: 500 }),
    signPublicKey: varchar('sign_public_key', { length: 1000 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('terminals_tenant').on(t.tenantId, t.id),
    uniqueIndex('terminals_sim_card')
      .on(t.simCardId)
      .where(sql`sim_card_id is not null`),
    index('terminals_model').on(t.terminalModelId),
    index('terminals_supplier').on(t.supplierId),
    index('terminals_batch').on(t.batchId),
    index('terminals_tenant_created').on(t.tenantId, t.createdAt, t.id),
    // "terminal code contains", any case (pg_trgm): on this screen and wherever a vehicle or a card
    // is searched by its terminal's code
    index('terminals_code_trgm').using('gin', t.terminalCode.op('gin_trgm_ops')),
    index('terminals_iccid_trgm').using('gin', t.iccid.op('gin_trgm_ops')),
    check('terminals_chain_type', CHAIN_TYPES(t.chainType)),
  ],
);

/** Terminal protocols (GB32960, enterprise protocols) and their commands. */
export const protocols = pgTable(
  'protocols',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    version: varchar('version', { length: 32 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('protocols_tenant_code').on(t.tenantId, t.code),
    index('protocols_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** A command of a protocol: its code (two hex digits) and direction, UP (terminal to platform) or DOWN. */
export const protocolCommands = pgTable(
  'protocol_commands',
  {
    id: id(),
    tenantId: tenantKey(),
    protocolId: ref('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    cmdCode: varchar('cmd_code', { length: 2 }).notNull(),
    cmdName: varchar('cmd_name', { length: 100 }).notNull(),
    direction: varchar('direction', { length: 4 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('protocol_commands_code').on(t.protocolId, t.direction, t.cmdCode),
    index('protocol_commands_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('protocol_commands_direction', sql`${t.direction} in ('UP', 'DOWN')`),
  ],
);

/** Function fields: the data items a terminal reports or accepts, by code. */
export const functionFields = pgTable(
  'function_fields',
  {
    id: id(),
    tenantId: tenantKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    dataType: varchar('data_type', { length: 16 }).notNull(),
    unit: varchar('unit', { length: 16 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('function_fields_tenant_code').on(t.tenantId, t.code),
    index('function_fields_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** Software versions per terminal model; the version number only grows. */
export const softwareVersions = pgTable(
  'software_versions',
  {
    id: id(),
    tenantId: tenantKey(),
    terminalModelId: ref('terminal_model_id')
      .notNull()
      .references(() => terminalModels.id),
    versionName: varchar('version_name', { length: 32 }).notNull(),
    versionNumber: integer('version_number').notNull(),
    releasedAt: time('released_at'),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('software_versions_model_name').on(t.terminalModelId, t.versionName),
    index('software_versions_model_number').on(t.terminalModelId, t.versionNumber),
    index('software_versions_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('software_versions_number', sql`${t.versionNumber} > 0`),
  ],
);

/** A terminal held at one software version: upgrades to any other are refused while the lock stands. */
export const softwareVersionLocks = pgTable(
  'software_version_locks',
  {
    id: id(),
    tenantId: tenantKey(),
    terminalId: ref('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    softwareVersionId: ref('software_version_id')
      .notNull()
      .references(() => softwareVersions.id),
    reason: varchar('reason', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('software_version_locks_terminal').on(t.terminalId),
    index('software_version_locks_version').on(t.softwareVersionId),
    index('software_version_locks_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** Software versions collected from terminals, with the data consumed and hours worked since. */
export const softwareVersionCollects = pgTable(
  'software_version_collects',
  {
    id: id(),
    tenantId: tenantKey(),
    terminalId: ref('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    softwareVersion: varchar('software_version', { length: 32 }).notNull(),
    collectedAt: time('collected_at').notNull(),
    consumptionMb: integer('consumption_mb').notNull().default(0),
    workHours: integer('work_hours').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('software_version_collects_terminal').on(t.terminalId, t.collectedAt),
    index('software_version_collects_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('software_version_collects_counts', sql`${t.consumptionMb} >= 0 and ${t.workHours} >= 0`),
  ],
);

/** Where and when a terminal was installed in a vehicle, by whom, and how it went. */
export const terminalInstallLogs = pgTable(
  'terminal_install_logs',
  {
    id: id(),
    tenantId: tenantKey(),
    terminalId: ref('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    vin: varchar('vin', { length: 17 }).notNull(),
    installer: varchar('installer', { length: 50 }).notNull(),
    installedAt: time('installed_at').notNull(),
    result: varchar('result', { length: 8 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    // "contains", any case (pg_trgm): a VIN or a code is often known by a part of it
    index('terminal_install_logs_vin_trgm').using('gin', t.vin.op('gin_trgm_ops')),
    index('terminal_install_logs_terminal').on(t.terminalId, t.installedAt),
    index('terminal_install_logs_vin').on(t.tenantId, t.vin),
    index('terminal_install_logs_tenant_created').on(t.tenantId, t.createdAt, t.id),
    check('terminal_install_logs_result', sql`${t.result} in ('SUCCESS', 'FAILED')`),
  ],
);

/** Part numbers of terminal models, with the part supplier that makes them. */
export const terminalPartCodes = pgTable(
  'terminal_part_codes',
  {
    id: id(),
    tenantId: tenantKey(),
    partCode: varchar('part_code', { length: 32 }).notNull(),
    partName: varchar('part_name', { length: 100 }).notNull(),
    terminalModelId: ref('terminal_model_id')
      .notNull()
      .references(() => terminalModels.id),
    partSupplierId: ref('part_supplier_id').references(() => terminalSuppliers.id),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminal_part_codes_tenant_code').on(t.tenantId, t.partCode),
    index('terminal_part_codes_model').on(t.terminalModelId),
    index('terminal_part_codes_supplier').on(t.partSupplierId),
    index('terminal_part_codes_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

// the logs of scheduled jobs, which a tenant's deletion takes with it
export { cronJobLogs, cronJobReports } from './records-schema';
