import type { CatalogueOf } from '../../i18n';
import type { faultZhCN } from './zh-CN';

export const faultEnUS: CatalogueOf<typeof faultZhCN> = {
  part: {
    title: 'Fault Parts',
    noun: 'fault part',
    fields: { code: 'Part code', name: 'Part name' },
  },
  code: {
    title: 'Fault Codes',
    noun: 'fault code',
    fields: {
      vehicleSeriesId: 'Series',
      category: 'Fault category',
      code: 'Fault code',
      description: 'Description',
      advice: 'Advice',
      faultPartId: 'Fault part',
      spn: 'SPN',
      fmi: 'FMI',
      cm: 'CM',
      oc: 'OC (occurrences)',
      updatedAt: 'Updated at',
    },
    help: { code: '8 hexadecimal digits, as the terminal reports the code, e.g. 0010A1F3' },
  },
  categories: {
    STORAGE: 'Energy storage fault',
    MOTOR: 'Drive motor fault',
    ENGINE: 'Engine fault',
    OTHER: 'Other fault',
  },
  handleStatuses: { UNHANDLED: 'Unhandled', HANDLING: 'Handling', ENDED: 'Ended' },
  states: { ACTIVE: 'Active', RECOVERED: 'Recovered' },
  detail: {
    title: 'Faulty Vehicles',
    noun: 'fault',
    fields: {
      id: 'No.',
      vin: 'VIN',
      plate: 'Plate',
      state: 'Fault state',
      firstAt: 'First reported',
      lastAt: 'Last reported',
      endedAt: 'Recovered at',
      handleStatus: 'Handling status',
      handleContent: 'Handling note',
      handledBy: 'Handled by',
      handledAt: 'Handled at',
    },
    actions: { handle: 'Handle', end: 'End handling', import: 'Import handling notes' },
  },
  permissions: { customHandle: 'Handle faults' },
};
