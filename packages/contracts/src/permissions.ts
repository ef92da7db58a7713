import type { LocalizedText } from './menu-catalog';

/** Permission strings are 'module/action' (spec 000 section 6). */
export const STANDARD_ACTIONS = ['view', 'create', 'update', 'delete', 'export', 'import'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

export function permission(module: string, action: string): string {
  return action.includes('/') ? action : `${module}/${action}`;
}

/** An action is allowed only if its string is in the list; a string containing a slash is used as given. */
export function isAllowed(granted: ReadonlySet<string>, module: string, action: string): boolean {
  return granted.has(permission(module, action));
}

/** Extra permissions a user type adds (spec 000 section 6). */
export const USER_TYPE_PERMISSIONS: Record<string, string> = {
  ADMIN: 'userType/admin',
  TENANT: 'userType/tenant',
};

/** Permissions of the platform foundation's own routes. */
export const PlatformPermissions = {
  attachmentUpload: 'attachments/upload',
  attachmentView: 'attachments/view',
  attachmentDelete: 'attachments/delete',
  onlineUsersView: 'onlineUser/view',
  onlineUsersKick: 'onlineUser/delete',
} as const;

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
  /** filing with the national platform (spec 001 section 4): identifier query, register, register query */
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
  /** lock management (spec 001 section 7, locks) */
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
  /** vehicle adjust (spec 001 section 7): the task's transitions outside its steps */
  adjust: ['confirm', 'finish', 'changeAdjuster', 'cancel'],
  /** assembly: finishing binds the terminal, reassembly changes it */
  assembly: ['finish', 'reassembly'],
  /** QB parameter tasks: start, stop, and the vehicles a task sets */
  qbParams: ['start', 'stop', 'addVehicle', 'deleteVehicle'],
  /** terminalSuppliers/pwd sets and withdraws a supplier's portal password */
  terminalSuppliers: ['pwd'],
};

/** Names of the extra actions, for their BUTTON nodes and the console's buttons. */
export const EXTRA_ACTION_LABELS: Record<string, LocalizedText> = {
  upload: { 'zh-CN': '上传', 'en-US': 'Upload', 'zh-TW': '上傳' },
  assign: { 'zh-CN': '分配终端', 'en-US': 'Assign to terminal', 'zh-TW': '分配終端' },
  resetPassword: { 'zh-CN': '重置密码', 'en-US': 'Reset password', 'zh-TW': '重設密碼' },
  pwd: { 'zh-CN': '门户密码', 'en-US': 'Portal password', 'zh-TW': '入口網站密碼' },
  unlock: { 'zh-CN': '解锁', 'en-US': 'Unlock', 'zh-TW': '解鎖' },
  lock: { 'zh-CN': '锁定', 'en-US': 'Lock', 'zh-TW': '鎖定' },
  pwdError: { 'zh-CN': '清除密码错误次数', 'en-US': 'Clear password errors', 'zh-TW': '清除密碼錯誤次數' },
  unmask: { 'zh-CN': '查看明文', 'en-US': 'View in clear', 'zh-TW': '檢視明文' },
  config: { 'zh-CN': '配置', 'en-US': 'Configure', 'zh-TW': '設定' },
  post: { 'zh-CN': '岗位管理', 'en-US': 'Manage posts', 'zh-TW': '職位管理' },
  authority: { 'zh-CN': '分配权限', 'en-US': 'Assign permissions', 'zh-TW': '指派權限' },
  app: { 'zh-CN': '应用管理', 'en-US': 'Manage apps', 'zh-TW': '應用管理' },
  platformAccount: { 'zh-CN': '平台账号管理', 'en-US': 'Manage platform accounts', 'zh-TW': '平台帳號管理' },
  copy: { 'zh-CN': '复制', 'en-US': 'Copy', 'zh-TW': '複製' },
  scan: { 'zh-CN': '扫描', 'en-US': 'Scan', 'zh-TW': '掃描' },
  link: { 'zh-CN': '关联用户', 'en-US': 'Link users', 'zh-TW': '關聯使用者' },
  bind: { 'zh-CN': '终端绑定', 'en-US': 'Terminal binding', 'zh-TW': '終端綁定' },
  suspend: { 'zh-CN': '暂停服务', 'en-US': 'Suspend service', 'zh-TW': '暫停服務' },
  restore: { 'zh-CN': '恢复服务', 'en-US': 'Restore service', 'zh-TW': '恢復服務' },
  infoConfig: { 'zh-CN': '信息配置', 'en-US': 'Info configuration', 'zh-TW': '資訊配置' },
  produce: { 'zh-CN': '登记生产', 'en-US': 'Record production', 'zh-TW': '登記生產' },
  sale: { 'zh-CN': '登记销售', 'en-US': 'Record sale', 'zh-TW': '登記銷售' },
  unbind: { 'zh-CN': '解绑终端', 'en-US': 'Unbind terminal', 'zh-TW': '解綁終端' },
  force: { 'zh-CN': '强制更新', 'en-US': 'Force update', 'zh-TW': '強制更新' },
  addVehicle: { 'zh-CN': '添加车辆', 'en-US': 'Add vehicles', 'zh-TW': '新增車輛' },
  removeVehicle: { 'zh-CN': '移除车辆', 'en-US': 'Remove vehicles', 'zh-TW': '移除車輛' },
  enableLock: { 'zh-CN': '启用锁车', 'en-US': 'Enable lock', 'zh-TW': '啟用鎖車' },
  disableLock: { 'zh-CN': '停用锁车', 'en-US': 'Disable lock', 'zh-TW': '停用鎖車' },
  enableBoxCtrl: { 'zh-CN': '启用盒子控制', 'en-US': 'Enable box control', 'zh-TW': '啟用盒子控制' },
  disableBoxCtrl: { 'zh-CN': '停用盒子控制', 'en-US': 'Disable box control', 'zh-TW': '停用盒子控制' },
  lockSpeed: { 'zh-CN': '限速', 'en-US': 'Speed limit', 'zh-TW': '限速' },
  unlockSpeed: { 'zh-CN': '取消限速', 'en-US': 'Cancel speed limit', 'zh-TW': '取消限速' },
  identifier: { 'zh-CN': '查询备案标识', 'en-US': 'Query identifier', 'zh-TW': '查詢備案標識' },
  register: { 'zh-CN': '提交备案', 'en-US': 'Register', 'zh-TW': '提交備案' },
  registerQuery: { 'zh-CN': '查询备案结果', 'en-US': 'Query result', 'zh-TW': '查詢備案結果' },
  onRecord: { 'zh-CN': '标记已备案', 'en-US': 'Mark as on record', 'zh-TW': '標記已備案' },
  publish: { 'zh-CN': '发布', 'en-US': 'Publish', 'zh-TW': '發布' },
  cancelCmd: { 'zh-CN': '取消指令', 'en-US': 'Cancel command', 'zh-TW': '取消指令' },
  confirm: { 'zh-CN': '确认', 'en-US': 'Confirm', 'zh-TW': '確認' },
  finish: { 'zh-CN': '完成', 'en-US': 'Finish', 'zh-TW': '完成' },
  changeAdjuster: { 'zh-CN': '变更调校人', 'en-US': 'Change adjuster', 'zh-TW': '變更調校人' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel', 'zh-TW': '取消' },
  reassembly: { 'zh-CN': '重新装配', 'en-US': 'Reassemble', 'zh-TW': '重新裝配' },
  mileageChange: { 'zh-CN': '里程变更', 'en-US': 'Change mileage', 'zh-TW': '里程變更' },
  urgentReset: { 'zh-CN': '紧急复位', 'en-US': 'Urgent reset', 'zh-TW': '緊急復位' },
  start: { 'zh-CN': '启动', 'en-US': 'Start', 'zh-TW': '啟動' },
  stop: { 'zh-CN': '停止', 'en-US': 'Stop', 'zh-TW': '停止' },
  deleteVehicle: { 'zh-CN': '取消关联车辆', 'en-US': 'Unlink vehicles', 'zh-TW': '取消關聯車輛' },
};
