import type { LocalizedText } from '../../i18n';
import { text } from '../../i18n';

/** faultVehicle/customHandle writes and ends a fault's own handling (one at a time or by file). */
export const FAULT_EXTRA_ACTIONS: Record<string, readonly string[]> = { faultVehicle: ['customHandle'] };

export const FAULT_ACTION_LABELS: Record<string, LocalizedText> = {
  customHandle: text('fault.permissions.customHandle'),
};
