import type { LocalizedText } from '../../i18n';
import { text } from '../../i18n';

/**
 * updateTask: start and close a task (001 §4), resume one paused at its error threshold, link and
 * unlink vehicles, send upgrade orders by hand, and upgrade a failed vehicle again.
 */
export const OTA_EXTRA_ACTIONS: Record<string, readonly string[]> = {
  updateTask: ['start', 'stop', 'resume', 'addVehicle', 'deleteVehicle', 'distribute', 'reUpdate'],
  /** the vehicles a version is released for (version link and unlink vehicle) */
  version: ['addVehicle', 'deleteVehicle'],
};

export const OTA_ACTION_LABELS: Record<string, LocalizedText> = {
  resume: text('ota.permissions.resume'),
  distribute: text('ota.permissions.distribute'),
  reUpdate: text('ota.permissions.reUpdate'),
};
