import type { ResourceSpec } from '../../resource';
import { chipFactorySpec, chipModelSpec } from './chip';
import { functionFieldSpec } from './functionField';
import { protocolCommandSpec, protocolSpec } from './protocol';
import { softwareVersionLockSpec, softwareVersionSpec } from './softwareVersion';
import { simCardSpec, simPackageSpec } from './sim';
import { partSupplierSpec, terminalSupplierSpec } from './supplier';
import { terminalSpec } from './terminal';
import { terminalBatchSpec } from './terminalBatch';
import { softwareVersionCollectSpec, terminalInstallLogSpec, terminalPartCodeSpec } from './terminalLogs';
import { terminalModelSpec } from './terminalModel';

export * from './calls';
export * from './chip';
export * from './functionField';
export * from './protocol';
export * from './softwareVersion';
export * from './sim';
export * from './supplier';
export * from './terminal';
export * from './terminalBatch';
export * from './terminalLogs';
export * from './terminalModel';

/** Every declared resource of the terminal domain, by name. */
export const terminalResourceSpecs = {
  terminalSupplier: terminalSupplierSpec,
  partSupplier: partSupplierSpec,
  chipFactory: chipFactorySpec,
  chipModel: chipModelSpec,
  terminalModel: terminalModelSpec,
  simPackage: simPackageSpec,
  simCard: simCardSpec,
  terminal: terminalSpec,
  protocol: protocolSpec,
  protocolCommand: protocolCommandSpec,
  functionField: functionFieldSpec,
  softwareVersion: softwareVersionSpec,
  softwareVersionLock: softwareVersionLockSpec,
  softwareVersionCollect: softwareVersionCollectSpec,
  terminalInstallLog: terminalInstallLogSpec,
  terminalPartCode: terminalPartCodeSpec,
  terminalBatch: terminalBatchSpec,
} as const satisfies Record<string, ResourceSpec>;
