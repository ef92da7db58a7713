/** maintenanceStrategy/copy copies a strategy; maintenanceStrategy/link links and unlinks its vehicles (labels: copy, link). */
export const MAINTENANCE_EXTRA_ACTIONS: Record<string, readonly string[]> = {
  maintenanceStrategy: ['copy', 'link'],
};
