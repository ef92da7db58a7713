import type { CatalogueOf } from '../../i18n';
import type { maintenanceZhCN } from './zh-CN';

export const maintenanceEnUS: CatalogueOf<typeof maintenanceZhCN> = {
  strategy: {
    title: 'Maintenance Strategies',
    noun: 'maintenance strategy',
    fields: {
      name: 'Strategy name',
      mileageOver: 'Mileage interval (km)',
      mileagePre: 'Mileage pre-warning (km)',
      timeOver: 'Time interval',
      timeUnit: 'Time unit',
      timePre: 'Time pre-warning (days)',
      vehicleCount: 'Linked vehicles',
      dueCount: 'Vehicles due',
      updatedAt: 'Updated at',
    },
    help: {
      mileageOver: 'Due after this distance since the last maintenance; give this or a time interval',
      timeOver: 'Due after this time since the last maintenance, in the time unit',
    },
    actions: { copy: 'Copy', link: 'Link vehicles' },
  },
  timeUnits: { DAY: 'Days', MONTH: 'Months' },
  dueStatuses: { NORMAL: 'Normal', DUE: 'Due soon', OVERDUE: 'Overdue' },
  vehicle: {
    title: 'Maintenance Vehicles',
    notLinked: 'Vehicles not linked',
    fields: {
      strategyId: 'Maintenance strategy',
      vin: 'VIN',
      plate: 'Plate',
      mileage: 'Odometer (km)',
      baseMileage: 'Last maintained at (km)',
      baseAt: 'Last maintained on',
      dueMileage: 'Next due at (km)',
      remainingMileage: 'Remaining (km)',
      dueAt: 'Next due on',
      remainingDays: 'Days left',
      dueStatus: 'Maintenance status',
      linkedAt: 'Linked at',
    },
  },
  log: {
    title: 'Maintenance Records',
    noun: 'maintenance record',
    fields: {
      maintainedAt: 'Maintained at',
      mileage: 'Odometer at maintenance (km)',
      content: 'Work done',
      site: 'Service site',
      createdAt: 'Recorded at',
    },
    help: { mileage: "Left empty: the vehicle's current odometer" },
  },
};
