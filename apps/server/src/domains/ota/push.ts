import type { WsPush } from '@chelian/contracts';
import { otaTopic, type OtaVehiclePush } from '@chelian/contracts/resources/ota/index';
import type { Bus } from '../../platform/bus';
import { OTA_PROGRESS_SUBJECT, type OtaProgressEvent } from './service';

interface OtaPeer {
  tenantId: number;
  dealerOrgId: number | null;
  permissions: ReadonlySet<string>;
  topics: Set<string>;
}

/** Who may hear upgrade progress: those who may see upgrade tasks. */
export const OTA_PUSH_PERMISSION = 'updateTask/view';
/**
 * A console hears at most one OTA push a second: a campaign of 10,000 vehicles reports some
 * 15 steps each (downloading in 10 % steps, flashing), about 150,000 events over its run, which
 * one by one would flood the socket and re-render the screen for every one of them.
 */
export const OTA_PUSH_MS = 1000;
/**
 * The changed vehicles of one task carried by one push. A console shows one page (10 to 100 rows)
 * of a task; past this many changes in a second it reads its page again instead (`reload`), so a
 * push stays under ~40 KB whatever the size of the campaign.
 */
export const OTA_PUSH_VEHICLES = 200;

interface Pending {
  vehicles: Map<number, OtaVehiclePush>;
  /** changed in a way the vehicles do not say (linked, unlinked, closed, too many at once) */
  reload: boolean;
}

/**
 * Upgrade progress to the open consoles of the task's tenant that asked for it ("sub:ota" for the
 * task figures, "sub:ota:<taskId>" for that task's vehicles) and may see upgrade tasks. Events
 * are coalesced per task and vehicle (the latest state of a vehicle wins) and flushed once per
 * OTA_PUSH_MS. A dealer's console is told which tasks changed and reads its own vehicles of them
 * again, so a vehicle outside its scope never reaches it.
 */
export function forwardOtaProgress<P extends OtaPeer>(
  bus: Bus,
  peers: () => Iterable<Set<P>>,
  send: (peer: P, push: WsPush) => void,
  intervalMs = OTA_PUSH_MS,
): () => void {
  let pending = new Map<number, Map<number, Pending>>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const batch = pending;
    pending = new Map();
    const at = Date.now();
    for (const set of peers()) {
      for (const peer of set) {
        if (peer.topics.size === 0 || !peer.permissions.has(OTA_PUSH_PERMISSION)) continue;
        const tasks = batch.get(peer.tenantId);
        if (!tasks) continue;
        const all = peer.topics.has(otaTopic());
        const watched = [...tasks.keys()].filter((id) => peer.topics.has(otaTopic(id)));
        if (!all && watched.length === 0) continue;
        const own = peer.dealerOrgId == null;
        send(peer, {
          type: 'ota',
          at,
          taskIds: all ? [...tasks.keys()] : watched,
          vehicles: own ? watched.flatMap((id) => [...tasks.get(id)!.vehicles.values()]) : [],
          reload: watched.filter((id) => !own || tasks.get(id)!.reload),
        });
      }
    }
  };

  const stop = bus.subscribe(OTA_PROGRESS_SUBJECT, (payload) => {
    const e = payload as OtaProgressEvent;
    let tasks = pending.get(e.tenantId);
    if (!tasks) pending.set(e.tenantId, (tasks = new Map()));
    let task = tasks.get(e.taskId);
    if (!task) tasks.set(e.taskId, (task = { vehicles: new Map(), reload: false }));
    if (!e.vehicle) task.reload = true;
    else if (task.vehicles.size < OTA_PUSH_VEHICLES || task.vehicles.has(e.vehicle.id))
      task.vehicles.set(e.vehicle.id, e.vehicle);
    else task.reload = true;
    if (!timer) {
      timer = setTimeout(flush, intervalMs);
      timer.unref?.();
    }
  });

  return () => {
    stop();
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
