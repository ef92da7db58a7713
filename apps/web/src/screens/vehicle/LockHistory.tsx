import { LOCK_CALLS } from '@chelian/contracts/lock';
import { lockLogSpec } from '@chelian/contracts/resources/control/lock';
import { listScreen } from '../../engine';

/**
 * Lock history (inside the lock screen): the lock, unlock and speed-limit
 * commands the vehicles carried out, i.e. the command log kept to those the terminal confirmed.
 */
export default listScreen({
  spec: lockLogSpec,
  scope: 'lockHistory',
  paths: { page: LOCK_CALLS.history.path, export: LOCK_CALLS.historyExport.path },
});
