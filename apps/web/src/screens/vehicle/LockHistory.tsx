import { lockLogSpec } from '@chelian/contracts/resources/control/lock';
import { ResourceScreen } from '../../engine';

const BASE = 'vehicle-svc/vehicle/lock/V1.0';

/**
 * Lock history (inside the lock screen): the lock, unlock and speed-limit
 * commands the vehicles carried out, i.e. the command log kept to those the terminal confirmed.
 */
export default function LockHistory() {
  return (
    <ResourceScreen
      spec={lockLogSpec}
      scope="lockHistory"
      paths={{ page: `${BASE}/page/his`, export: `${BASE}/his/export` }}
    />
  );
}
