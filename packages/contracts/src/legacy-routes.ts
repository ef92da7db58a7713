import type { ResourceOperation } from './resource';

/** A resource call that may sit at a legacy path: the standard operations plus the import's template and preview. */
export type LegacyCall = ResourceOperation | 'template' | 'preview';

/**
 * Where the spec this platform replaces put a resource's call: the engine serves it there
 * (apps/server/src/engine/routes.ts) and the console's client calls it there
 * (apps/web/src/engine/api.ts), so neither side spells a legacy URL of its own.
 */
export type LegacyRoute =
  | {
      /** the resource's spec name */
      resource: string;
      /** every call of the resource is also served under this service/base ('vehicle-svc/cronJobLogs') */
      base: string;
    }
  | {
      resource: string;
      op: LegacyCall;
      /**
       * under the resource's base (and each of its legacy bases), or from /api when it starts with
       * a slash; ':id' is the row of find
       */
      path: string;
      /** when not the call's own (RESOURCE_CALLS) */
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      /** when not the call's own (operationPermission) */
      permission?: string;
      /**
       * 'also' (default): served besides the standard path, for the spec's clients;
       * 'instead': the call's only path, where the console calls it too;
       * 'admin': the administrators' variant across tenants (page, options, export), gated by `permission`
       */
      kind?: 'also' | 'instead' | 'admin';
    };

export type LegacyCallRoute = Extract<LegacyRoute, { op: LegacyCall }>;

/** The page, options and export of the administrators' variant, under base/admin. */
const adminVariant = (resource: string, permission: string): LegacyRoute[] =>
  (['page', 'options', 'export'] as const).map((op) => ({
    resource,
    op,
    path: `admin/${op}`,
    permission,
    kind: 'admin',
  }));

/** An import, its template and its preview at another name under the base (importSale, importSale/template, ...). */
const importAt = (resource: string, path: string): LegacyRoute[] => [
  { resource, op: 'import', path, kind: 'instead' },
  { resource, op: 'template', path: `${path}/template`, kind: 'instead' },
  { resource, op: 'preview', path: `${path}/preview`, kind: 'instead' },
];

/** One table of every legacy path, by domain; a new resource needs none of it. */
export const LEGACY_ROUTES: readonly LegacyRoute[] = [
  // system
  ...adminVariant('user', 'userType/admin'),
  ...adminVariant('role', 'userType/admin'),
  { resource: 'pushClass', base: 'vehicle-svc/pushClass/V1.0' },
  { resource: 'pushConfig', base: 'vehicle-svc/pushconfig/V1.0' },

  // terminal
  { resource: 'cronJobLog', base: 'vehicle-svc/cronJobLogs' },
  { resource: 'cronJobReport', base: 'vehicle-svc/cronJobReports' },
  { resource: 'vehicleLoginAbnormal', op: 'page', path: 'pageVehicleLoginRecord', kind: 'instead' },
  { resource: 'vehicleLoginAbnormal', op: 'export', path: 'exportVehicleLoginRecord', kind: 'instead' },
  { resource: 'vehicleBindAbnormal', op: 'page', path: 'pageVehicleBindAbnormal', kind: 'instead' },
  { resource: 'vehicleBindAbnormal', op: 'export', path: 'exportVehicleBindAbnormal', kind: 'instead' },
  { resource: 'terminal', op: 'find', path: 'single/:id' },
  { resource: 'simCard', op: 'create', path: 'save' },
  { resource: 'simCard', op: 'import', path: 'import/sim' },
  { resource: 'simCard', op: 'template', path: 'import/sim/template' },
  { resource: 'simCardUpdateImport', op: 'import', path: '/terminal-svc/simcards/V1.0/importEx' },
  { resource: 'simCardUpdateImport', op: 'template', path: '/terminal-svc/simcards/V1.0/importEx/template' },
  { resource: 'simCardLink', op: 'import', path: '/terminal-svc/simcards/V1.0/importSimRefTerminal' },
  {
    resource: 'simCardLink',
    op: 'template',
    path: '/terminal-svc/simcards/V1.0/importSimRefTerminal/template',
  },

  // models and signals
  { resource: 'vehicleModelMapper', op: 'find', method: 'POST', path: 'get/:id' },
  { resource: 'vehicleModelMapper', op: 'create', path: 'add' },
  { resource: 'signalAttr', op: 'find', method: 'POST', path: ':id' },
  { resource: 'signalAttr', op: 'delete', method: 'PUT', path: 'deleteLogical' },
  { resource: 'signalAttr', op: 'import', path: 'importSignal' },

  // new-energy vehicles: the flows' imports are served under new-energy/vehicle and the spec's other base
  ...importAt('neVehicle', 'importVin'),
  { resource: 'neVehicleNative', op: 'export', path: 'exportNative', kind: 'instead' },
  { resource: 'neVehicleSales', op: 'export', path: 'exportSale', kind: 'instead' },
  { resource: 'neVehicleRecordNative', op: 'export', path: 'exportNative', kind: 'instead' },
  { resource: 'neVehicleTraceBack', op: 'export', path: 'exportNewEnergyTraceBack', kind: 'instead' },
  ...importAt('neVehicleProduce', 'importProduce'),
  { resource: 'neVehicleProduce', base: 'vehicle-svc/vehicle/produce/V1.0' },
  ...importAt('neVehicleDriver', 'importDriver'),
  { resource: 'neVehicleDriver', base: 'vehicle-svc/vehicle/produce/V1.0' },
  ...importAt('neVehicleStorage', 'importStorage'),
  { resource: 'neVehicleStorage', base: 'vehicle-svc/vehicle/produce/V1.0' },
  ...importAt('neVehicleSale', 'importSale'),
  { resource: 'neVehicleSale', base: 'vehicle-svc/vehicle/sales/V1.0' },
  ...importAt('neVehicleTerminal', 'importTerminal'),
  ...importAt('neVehiclePush', 'importVehicleInfoPushToLT'),
  { resource: 'neVehiclePush', base: 'vehicle-svc/vehicle/produce/V1.0' },

  // adjust and filing: the import's preview beside its template
  { resource: 'vehicleAssembly', op: 'preview', path: 'import/preview', kind: 'instead' },
  { resource: 'vehicleModelFiling', op: 'preview', path: 'import/preview', kind: 'instead' },
  // the on-record file (its own routes, filing/on-record.ts) keeps its preview at base/preview
  { resource: 'vehicleModelOnRecord', op: 'import', path: 'importOnRecordStatus', kind: 'instead' },
  {
    resource: 'vehicleModelOnRecord',
    op: 'template',
    path: 'importOnRecordStatus/template',
    kind: 'instead',
  },
  { resource: 'vehicleFiling', op: 'page', path: '/vehicle-svc/vehicles/V1.0/page/filing' },
  { resource: 'vehicleFiling', op: 'export', path: '/vehicle-svc/vehicles/V1.0/export/vehicle/filing' },

  // control
  { resource: 'commandLog', op: 'page', path: 'longCmdLogPage' },
  { resource: 'lockLog', op: 'page', path: '/vehicle-svc/vehicle/lock/V1.0/page/Log' },
  { resource: 'qbTask', op: 'page', path: 'enterpriseList' },
  { resource: 'qbTask', op: 'create', path: 'addTaskParam' },
  { resource: 'qbTask', op: 'update', path: 'editParam', method: 'POST' },
  {
    resource: 'qbTaskVehicle',
    op: 'page',
    path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/enterpriseDetailList',
  },
  {
    resource: 'qbTaskVehicle',
    op: 'page',
    path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/enterpriseVehicleList',
  },
  {
    resource: 'qbTaskVehicle',
    op: 'export',
    path: '/vehicle-svc/vehicle/enterpriseParams/V1.0/enterpriseDetailExport',
  },

  // dealers
  { resource: 'fence', op: 'find', path: 'detail/:id' },
  // the spec's key-account export beside the dealers' (system-svc/users/dealer/V1.0)
  { resource: 'keyAccount', op: 'export', path: '/system-svc/users/dealer/V1.0/exportKeyAccount' },

  // content (content/): the platform's article list across tenants, and create at the spec's /admin/
  { resource: 'article', op: 'page', path: 'admin/page', permission: 'userType/admin', kind: 'admin' },
  { resource: 'article', op: 'create', path: 'admin' },

  // faults and maintenance (vehicle/): the strategies' export/location exports the linked vehicles where they stand
  {
    resource: 'maintenanceVehicle',
    op: 'export',
    path: '/vehicle-svc/vehicle/maintenance/strategy/V1.0/export/location',
  },

  // real-name (realname/): the history's page also at the spec's 'list', the record edit at updateVerifyInfo
  { resource: 'realnameHistory', op: 'page', path: 'list' },
  { resource: 'realnameRecord', op: 'update', path: 'updateVerifyInfo' },

  // API gateway (api-gateway/): the spec's select lists and admin detail; the logs under the notice settings' vehicle-svc
  { resource: 'gatewayService', op: 'options', path: 'select', method: 'POST' },
  { resource: 'gatewayRule', op: 'options', path: 'select', method: 'POST' },
  { resource: 'gatewayAuth', op: 'options', path: 'select', method: 'POST' },
  { resource: 'gatewayAuth', op: 'find', path: 'detail/:id' },
  { resource: 'gatewayLog', op: 'page', path: '/vehicle-svc/gateway/page' },
  { resource: 'apiLog', op: 'page', path: '/vehicle-svc/apiLog/page' },
  { resource: 'apiLog', base: 'system-svc/apiLog' },

  // terminal alarms and abnormal vehicles (alarm/): the spec's info and history lists and exports, the item options
  { resource: 'terminalAlarmInfo', op: 'page', path: '/vehicle-svc/alarm/terminal/page/info' },
  { resource: 'terminalAlarmInfo', op: 'export', path: '/vehicle-svc/alarm/terminal/export/info' },
  { resource: 'terminalAlarmHistory', op: 'page', path: '/vehicle-svc/alarm/terminal/page/history' },
  { resource: 'terminalAlarmHistory', op: 'export', path: '/vehicle-svc/alarm/terminal/export/history' },
  { resource: 'terminalAlarmItem', op: 'options', path: '/vehicle-svc/terminalAlarmStrategy/item/option' },
  { resource: 'abnormalLocation', op: 'page', path: '/vehicle-svc/abnormal/page/location' },
  { resource: 'abnormalLocation', op: 'export', path: '/vehicle-svc/abnormal/export/location' },
  { resource: 'abnormalOffline', op: 'page', path: '/vehicle-svc/abnormal/page/offline' },
  { resource: 'abnormalOffline', op: 'export', path: '/vehicle-svc/abnormal/export/offline' },

  // OTA (ota/): a version or a task is also deleted by its id in the path
  { resource: 'otaVersion', op: 'delete', path: ':id' },
  { resource: 'otaTask', op: 'delete', path: ':id' },

  // forwarding (forward/): a bound vehicle's forwarding log is the task data, read from the config screen
  {
    resource: 'forwardRecord',
    op: 'page',
    path: '/fwp-svc/vehicleInfo/pageLog',
    permission: 'forwardConfig/view',
  },
];

/** The legacy routes of one resource. */
export const legacyRoutesOf = (resource: string): LegacyRoute[] =>
  LEGACY_ROUTES.filter((route) => route.resource === resource);

/** The legacy route of one call of a resource of a kind, if any. */
export const legacyCall = (
  resource: string | undefined,
  op: LegacyCall,
  kind: 'instead' | 'admin',
): LegacyCallRoute | undefined =>
  LEGACY_ROUTES.find(
    (route): route is LegacyCallRoute =>
      route.resource === resource && 'op' in route && route.op === op && route.kind === kind,
  );
