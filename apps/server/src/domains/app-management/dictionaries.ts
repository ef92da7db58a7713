import { text } from '@chelian/contracts';
import type { TextKey } from '@chelian/contracts/i18n';
import type { Dictionary } from '../../platform/seed/dictionaries';

/** One dictionary: its name and items from the area's catalogue. */
const dict = (key: string, group: string, values: readonly string[]): Dictionary => ({
  // prefixed: the codes share one table with every other area's dictionaries
  code: `appm${key[0]!.toUpperCase()}${key.slice(1)}`,
  name: text(`appManagement.dictionaries.${key}` as TextKey),
  category: 'business',
  items: values.map((v) => [v, text(`appManagement.${group}.${v}` as TextKey)]),
});

/** Labels of the enumerations of mobile-app management, synced with the other dictionaries at start. */
export const APP_MANAGEMENT_DICTIONARIES: Dictionary[] = [
  dict('appAccountStatus', 'account.statuses', ['NORMAL', 'DISABLED']),
  dict('bannerType', 'banner.types', ['1', '2', '3', '4', '5']),
  dict('bannerStatus', 'banner.statuses', ['0', '1']),
  dict('appType', 'version.appTypes', ['ANDROID', 'IOS']),
  dict('appUpgradeType', 'version.upgradeTypes', ['CHOICE', 'FORCE']),
  dict('appUpgradeMethod', 'version.upgradeMethods', ['SILENT', 'NORMAL']),
  dict('maintenanceTimeUnit', 'plan.timeUnits', ['DAY', 'MONTH']),
  dict('maintenanceMileageUnit', 'plan.mileageUnits', ['KM']),
  dict('peripheryCategory', 'periphery.categories', ['CHARGING', 'SERVICE', 'PARKING', 'GAS', 'CAR_WASH']),
  dict('appointDriveStatus', 'drive.statuses', ['WAIT', 'CONTACTED', 'FINISHED', 'CANCELLED']),
  dict('appointmentServiceType', 'service.types', ['MAINTENANCE', 'REPAIR', 'INSPECTION']),
  dict('appointmentStatus', 'service.statuses', ['WAIT', 'CONFIRMED', 'FINISHED', 'CANCELLED']),
  dict('evaluationStatus', 'evaluation.statuses', ['INIT', 'PUBLISHED']),
  dict('vehicleBindAction', 'bind.actions', ['BIND', 'UNBIND']),
];
