import { defineCalls } from '../../call';
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

const TERMINALS = 'terminal-svc/terminals/V1.0';
const SIM_CARDS = 'terminal-svc/simcards/V1.0';

/** Terminal calls beyond the resources' own, under terminal-svc. */
export const TERMINAL_CALLS = defineCalls({
  /**
   * one terminal with, when a part is 'true', its protocol's commands (cmd), its version collects
   * (collect) and its version lock (lock); each part needs the view permission of its screen
   */
  detail: { method: 'POST', path: `${TERMINALS}/:id/detail/:cmd/:collect/:lock`, access: 'terminals/view' },
  /** { terminalId } or { vin }: the free terminals of the same chain, to swap for */
  sameChainFree: {
    method: 'POST',
    path: `${TERMINALS}/getSameChainCanUseTerminal`,
    access: 'terminals/view',
  },
  /** { keyword?, limit? }: the tenant's cards no terminal holds */
  freeSimCards: { method: 'POST', path: `${SIM_CARDS}/unUseSimCardSelect`, access: 'simCards/view' },
  /** { id, terminalId }: puts the card in the terminal (null takes it out); a card in use is refused */
  assignSim: { method: 'POST', path: `${SIM_CARDS}/assign`, access: 'simCards/assign' },
  /** { id, password }: the supplier's portal password as the console's MD5, null withdraws it */
  supplierPassword: {
    method: 'POST',
    path: 'terminal-svc/terminal/suppliers/V1.0/pwd',
    access: 'terminalSuppliers/pwd',
  },
});
