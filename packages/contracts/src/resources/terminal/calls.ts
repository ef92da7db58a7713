import { defineCalls } from '../../call';

const TERMINALS = 'terminal-svc/terminals/V1.0';
const SIM_CARDS = 'terminal-svc/simcards/V1.0';
const COLLECTS = 'terminal-svc/softVersionCollects/V1.0';
const LOCKS = 'terminal-svc/softVersionLocks/V1.0';

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
  /** { keyword?, limit? }: terminals bound to no vehicle, the bind dialog's select */
  unboundTerminals: { method: 'POST', path: `${TERMINALS}/canUseSelect`, access: 'terminals/view' },
  /** { keyword?, limit? } */
  terminalModelOptions: {
    method: 'POST',
    path: 'terminal-svc/terminal/models/V1.0/options',
    access: 'terminalModels/view',
  },
  /** { direction, protocolId? }: the commands of one direction, optionally of one protocol */
  commandsByDirection: {
    method: 'POST',
    path: 'terminal-svc/protocol/cmds/V1.0/cmdDirect',
    access: 'protocolCommands/view',
  },
  /** { protocolId?, direction?, keyword?, limit? }: protocol commands as a select */
  commandSelect: {
    method: 'POST',
    path: 'terminal-svc/protocol/cmds/V1.0/select',
    access: 'protocolCommands/view',
  },
  /** { code }: one function field by its code */
  functionFieldByCode: {
    method: 'POST',
    path: 'terminal-svc/functionFields/V1.0/getSingleByCode',
    access: 'functionFields/view',
  },
  /** one collect with the data its terminal has used over all its collects */
  collectConsumption: {
    method: 'POST',
    path: `${COLLECTS}/:id/consumption`,
    access: 'softwareVersionCollects/view',
  },
  /** { workHours } of one collect */
  collectWorkTime: {
    method: 'PUT',
    path: `${COLLECTS}/:id/setWorkTime`,
    access: 'softwareVersionCollects/update',
  },
  /** the terminals of one batch, as the terminal list's export file */
  batchExport: {
    method: 'POST',
    path: 'terminal-svc/terminalBatch/V1.0/:id/export',
    access: 'terminals/export',
  },
  /** { terminalCode }: a terminal by its code (TUID) */
  terminalByCode: { method: 'POST', path: `${TERMINALS}/detail/code`, access: 'terminals/view' },
  /** the protocols a terminal speaks */
  terminalProtocols: {
    method: 'POST',
    path: 'terminal-svc/protocols/V1.0/ref_by_terminal/:terminalId',
    access: 'protocols/view',
  },
  /** { terminalId }: its version lock, or null when it is free to change version */
  versionLockOf: { method: 'POST', path: `${LOCKS}/getRefInfo`, access: 'softwareVersionLocks/view' },
  /** { terminalIds }: their version locks */
  versionLocks: { method: 'POST', path: `${LOCKS}/list`, access: 'softwareVersionLocks/view' },
  /** one software version */
  softwareVersion: {
    method: 'GET',
    path: 'terminal-svc/softVersions/V1.0/single/:id',
    access: 'softwareVersions/view',
  },
  /** the lists' export files (the same as the resources' export), at the paths named after each list */
  exportChipModels: {
    method: 'POST',
    path: 'terminal-svc/chip/models/V1.0/export/chipModel',
    access: 'chipModels/export',
  },
  exportTerminalModels: {
    method: 'POST',
    path: 'terminal-svc/terminal/models/V1.0/export/terminalModel',
    access: 'terminalModels/export',
  },
  exportSimCards: { method: 'POST', path: `${SIM_CARDS}/export/simcard`, access: 'simCards/export' },
  exportTerminals: { method: 'POST', path: `${TERMINALS}/export/terminal`, access: 'terminals/export' },
  /** { ids }: what refers to each chip factory (its chip models) */
  chipFactoryRefs: { method: 'POST', path: 'terminal-svc/chip/factory/V1.0/ref', access: 'chipFactory/view' },
  /** { ids }: what refers to each terminal supplier (its terminal models and terminals) */
  supplierRefs: {
    method: 'POST',
    path: 'terminal-svc/terminal/suppliers/V1.0/ref',
    access: 'terminalSuppliers/view',
  },
  /** the SIM card page, each card with the vehicle that carries its terminal now */
  simCardPage: { method: 'POST', path: `${SIM_CARDS}/pageList`, access: 'simCards/view' },
  /**
   * the page of the runs a cron job report counts (its job on its day), and of the days of its
   * job; also served under vehicle-svc
   */
  reportJobLogs: { method: 'POST', path: 'terminal-svc/cronJobLogs/page/:id', access: 'cronJobLogs/view' },
  reportDays: { method: 'POST', path: 'terminal-svc/cronJobReports/page/:id', access: 'cronJobReports/view' },
});
