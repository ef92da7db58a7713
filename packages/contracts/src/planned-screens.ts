/**
 * Menu leaves of the catalogue whose screens are not built yet. The server serves them hidden,
 * so that nobody opens a menu item to a 'screen not available' page; a group with only such
 * leaves disappears. A test in the console fails when a visible leaf has no screen, and when a
 * leaf listed here has one (take it off the list when its screen lands).
 */
export const PLANNED_SCREENS: ReadonlySet<string> = new Set([
  // alarms, faults, maintenance and notices
  'vehicle/abnormal-location',
  'vehicle/abnormal-offline',
  'vehicle/notice-strategies',
  'vehicle/reports',
  'vehicle/terminal-alarm',
  // OTA
  'ota/dashboard',
  'ota/updateTask',
  'ota/version',
  'ota/part-version',
  'ota/vehicle-part',
  'ota/vehicle-update-query',
  'ota/vehicle-comps',
  // statistics and reports
  'analysis/alarm',
  'analysis/anomaly',
  'analysis/area-vehicle',
  'analysis/charge',
  'analysis/hibernate',
  'analysis/mileage',
  'analysis/no-positioning',
  'analysis/online-rate',
  'analysis/regional-distribution',
  'analysis/running-statistics',
  'analysis/vehicle-model',
  'analysis/work-time-total',
  'analysis/single-vehicle-analysis',
  // forwarding
  'fwp/forward-config',
  'fwp/task-data',
  // dealers and customers
  // mobile-app management and content
  // API gateway
  'apiManage/gateway-log',
  'apiManage/request',
  'apiManage/serve',
  'apiManage/system-connect',
  'apiManage/rule',
  'apiManage/auth',
  // real-name verification
]);
