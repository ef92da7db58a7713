import { defineCalls } from '../../call';

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
