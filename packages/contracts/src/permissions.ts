import type { LocalizedText } from './menu-catalog';
import { text } from './i18n';
import { PlatformPermissions } from './platform';
// content (content/)
import { CONTENT_ACTION_LABELS, CONTENT_EXTRA_ACTIONS } from './resources/content/actions';
// customers (customer/)
import { CUSTOMER_ACTION_LABELS, CUSTOMER_EXTRA_ACTIONS } from './resources/customer/actions';
// real-name (realname/)
import { REALNAME_ACTION_LABELS, REALNAME_EXTRA_ACTIONS } from './resources/realname/actions';
// faults and maintenance (vehicle/)
import { FAULT_ACTION_LABELS, FAULT_EXTRA_ACTIONS } from './resources/fault/actions';
import { MAINTENANCE_EXTRA_ACTIONS } from './resources/maintenance/actions';
// OTA (ota/)
import { OTA_ACTION_LABELS, OTA_EXTRA_ACTIONS } from './resources/ota/actions';

/** Permission strings are 'module/action'. */
export const STANDARD_ACTIONS = ['view', 'create', 'update', 'delete', 'export', 'import'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

export function permission(module: string, action: string): string {
  return action.includes('/') ? action : `${module}/${action}`;
}

/** An action is allowed only if its string is in the list; a string containing a slash is used as given. */
export function isAllowed(granted: ReadonlySet<string>, module: string, action: string): boolean {
  return granted.has(permission(module, action));
}

/** Extra permissions a user type adds. */
export const USER_TYPE_PERMISSIONS: Record<string, string> = {
  ADMIN: 'userType/admin',
  TENANT: 'userType/tenant',
};

/** Actions a screen's module has beyond the standard ones, as BUTTON nodes of the menu tree. */
export const EXTRA_ACTIONS: Record<string, readonly string[]> = {
  attachments: ['upload'],
  /** user/unmask shows phone and email in clear; user/config and user/post manage user settings and posts */
  user: ['resetPassword', 'unlock', 'lock', 'pwdError', 'unmask', 'config', 'post'],
  role: ['authority'],
  /** tenant/app and tenant/platformAccount manage a tenant's client apps and filing platform accounts */
  tenant: ['config', 'authority', 'app', 'platformAccount', 'unmask'],
  theme: ['copy'],
  locale: ['scan'],
  pushConfig: ['link'],
  /** vehicleList/unmask shows owner name, phone and identity number in clear on every vehicle screen */
  vehicleList: ['unmask', 'bind', 'suspend', 'restore'],
  /** models/infoConfig edits the information groups shown for a model */
  models: ['infoConfig'],
  /** simCards/assign puts a card in a terminal */
  simCards: ['assign'],
  /** new-energy vehicle flows; newEnergyVehicle/force records production or a sale whatever the vehicle's state */
  newEnergyVehicle: ['produce', 'sale', 'unbind', 'force'],
  /** filing with the national platform: identifier query, register, register query */
  chipModelFiling: ['identifier', 'register', 'registerQuery'],
  chipModelFilingGb4: ['identifier', 'register', 'registerQuery'],
  chipModelFilingGb6: ['identifier', 'register', 'registerQuery'],
  terminalModelFiling: ['identifier', 'register', 'registerQuery'],
  terminalModelFilingGb4: ['identifier', 'register', 'registerQuery'],
  terminalModelFilingGb6: ['identifier', 'register', 'registerQuery'],
  modelFiling: ['register', 'registerQuery', 'onRecord'],
  modelFilingGb4: ['register', 'registerQuery', 'onRecord'],
  modelFilingGb6: ['register', 'registerQuery', 'onRecord'],
  vehicleFiling: ['register', 'registerQuery'],
  /** signal templates: copy a template; publishing a template to a series */
  signalTemplates: ['copy'],
  signalPublish: ['publish', 'cancel'],
  /** lock management */
  lock: [
    'addVehicle',
    'removeVehicle',
    'enableLock',
    'disableLock',
    'enableBoxCtrl',
    'disableBoxCtrl',
    'lock',
    'unlock',
    'lockSpeed',
    'unlockSpeed',
    'cancelCmd',
    'mileageChange',
    'urgentReset',
  ],
  /** vehicle adjust: the task's transitions outside its steps */
  adjust: ['confirm', 'finish', 'changeAdjuster', 'cancel'],
  /** assembly: finishing binds the terminal, reassembly changes it */
  assembly: ['finish', 'reassembly'],
  /** QB parameter tasks: start, stop, and the vehicles a task sets */
  qbParams: ['start', 'stop', 'addVehicle', 'deleteVehicle'],
  /** terminalSuppliers/pwd sets and withdraws a supplier's portal password */
  terminalSuppliers: ['pwd'],
  /** forwarding: run and stop a config's task, bind its vehicles */
  forwardConfig: ['start', 'stop', 'bind'],
  // content (content/): submit and audit of every content item, feedback replies
  ...CONTENT_EXTRA_ACTIONS,
  // customers (customer/)
  ...CUSTOMER_EXTRA_ACTIONS,
  // real-name (realname/)
  ...REALNAME_EXTRA_ACTIONS,
  // faults and maintenance (vehicle/)
  ...FAULT_EXTRA_ACTIONS,
  ...MAINTENANCE_EXTRA_ACTIONS,
  // OTA (ota/)
  ...OTA_EXTRA_ACTIONS,
};

/**
 * Business-log names of changes no screen's permission names (CallSpec.log): a signed-in user's own
 * account and messages.
 */
export const LOG_MODULE_LABELS: Record<string, LocalizedText> = {
  account: text('permissions.logModule.account'),
};
export const LOG_ACTION_LABELS: Record<string, LocalizedText> = {
  password: text('permissions.logAction.password'),
  theme: text('permissions.logAction.theme'),
  notices: text('permissions.logAction.notices'),
  markRead: text('permissions.logAction.markRead'),
  trash: text('permissions.logAction.trash'),
  untrash: text('permissions.logAction.untrash'),
};

/** Names of the extra actions, for their BUTTON nodes and the console's buttons. */
export const EXTRA_ACTION_LABELS: Record<string, LocalizedText> = {
  upload: text('permissions.extraAction.upload'),
  assign: text('permissions.extraAction.assign'),
  resetPassword: text('permissions.extraAction.resetPassword'),
  pwd: text('permissions.extraAction.pwd'),
  unlock: text('permissions.extraAction.unlock'),
  lock: text('permissions.extraAction.lock'),
  pwdError: text('permissions.extraAction.pwdError'),
  unmask: text('permissions.extraAction.unmask'),
  config: text('permissions.extraAction.config'),
  post: text('permissions.extraAction.post'),
  authority: text('permissions.extraAction.authority'),
  app: text('permissions.extraAction.app'),
  platformAccount: text('permissions.extraAction.platformAccount'),
  copy: text('permissions.extraAction.copy'),
  scan: text('permissions.extraAction.scan'),
  link: text('permissions.extraAction.link'),
  bind: text('permissions.extraAction.bind'),
  suspend: text('permissions.extraAction.suspend'),
  restore: text('permissions.extraAction.restore'),
  infoConfig: text('permissions.extraAction.infoConfig'),
  produce: text('permissions.extraAction.produce'),
  sale: text('permissions.extraAction.sale'),
  unbind: text('permissions.extraAction.unbind'),
  force: text('permissions.extraAction.force'),
  addVehicle: text('permissions.extraAction.addVehicle'),
  removeVehicle: text('permissions.extraAction.removeVehicle'),
  enableLock: text('permissions.extraAction.enableLock'),
  disableLock: text('permissions.extraAction.disableLock'),
  enableBoxCtrl: text('permissions.extraAction.enableBoxCtrl'),
  disableBoxCtrl: text('permissions.extraAction.disableBoxCtrl'),
  lockSpeed: text('permissions.extraAction.lockSpeed'),
  unlockSpeed: text('permissions.extraAction.unlockSpeed'),
  identifier: text('permissions.extraAction.identifier'),
  register: text('permissions.extraAction.register'),
  registerQuery: text('permissions.extraAction.registerQuery'),
  onRecord: text('permissions.extraAction.onRecord'),
  publish: text('permissions.extraAction.publish'),
  cancelCmd: text('permissions.extraAction.cancelCmd'),
  confirm: text('permissions.extraAction.confirm'),
  finish: text('permissions.extraAction.finish'),
  changeAdjuster: text('permissions.extraAction.changeAdjuster'),
  cancel: text('permissions.extraAction.cancel'),
  reassembly: text('permissions.extraAction.reassembly'),
  mileageChange: text('permissions.extraAction.mileageChange'),
  urgentReset: text('permissions.extraAction.urgentReset'),
  start: text('permissions.extraAction.start'),
  stop: text('permissions.extraAction.stop'),
  deleteVehicle: text('permissions.extraAction.deleteVehicle'),
  // content (content/)
  ...CONTENT_ACTION_LABELS,
  // customers (customer/)
  ...CUSTOMER_ACTION_LABELS,
  // real-name (realname/)
  ...REALNAME_ACTION_LABELS,
  // faults and maintenance (vehicle/)
  ...FAULT_ACTION_LABELS,
  // OTA (ota/)
  ...OTA_ACTION_LABELS,
};

export { PlatformPermissions };
