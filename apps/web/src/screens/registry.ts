import type { ComponentType } from 'react';

export interface ScreenModule {
  default: ComponentType;
}

/**
 * The one registry of screens: component key ('group/screen', the menu leaf's dataValue) to a
 * lazy chunk. A key the menu names but this table lacks shows the 'screen not available' page.
 */
export const screenRegistry: Record<string, () => Promise<ScreenModule>> = {
  'home/home': () => import('./home/Home'),
  'message/message_center': () => import('./message/MessageCenter'),
  'file/attachments': () => import('./file/Attachments'),
  'system/user': () => import('./system/User'),
  'system/user-change-password': () => import('./system/UserChangePassword'),
  'system/user-reset-password': () => import('./system/UserResetPassword'),
  'system/user-admin': () => import('./system/UserAdmin'),
  'system/role': () => import('./system/Role'),
  'system/role-assign-authority': () => import('./system/RoleAssignAuthority'),
  'system/role-check-authority': () => import('./system/RoleCheckAuthority'),
  'system/role-admin': () => import('./system/RoleAdmin'),
  'system/menu': () => import('./system/Menu'),
  'system/organisation': () => import('./system/Organisation'),
  'system/tenant': () => import('./system/Tenant'),
  'system/dictionary': () => import('./system/Dictionary'),
  'system/dictionary-items': () => import('./system/DictionaryItems'),
  'system/dictionary-types': () => import('./system/DictionaryTypes'),
  'system/factory-management': () => import('./system/FactoryManagement'),
  'system/security-certificate': () => import('./system/SecurityCertificate'),
  'system/notice-setting': () => import('./system/NoticeSetting'),
  'system/message-type-setting': () => import('./system/MessageTypeSetting'),
  'system/api-log': () => import('./system/ApiLog'),
  'system/business-log': () => import('./system/BusinessLog'),
  'system/system-log': () => import('./system/SystemLog'),
  'system/online-users': () => import('./system/OnlineUsers'),
  'system/parameters': () => import('./system/Parameters'),
  'system/reports': () => import('./system/Reports'),
  'system/resources': () => import('./system/Resources'),
  'system/locales': () => import('./system/Locales'),
  'system/themes': () => import('./system/Themes'),
  'system/areas': () => import('./system/Areas'),
  'remote/air-conditioning': () => import('./remote/AirConditioning'),
  'remote/door': () => import('./remote/Door'),
  'remote/light-and-horn': () => import('./remote/LightAndHorn'),
  'remote/charging': () => import('./remote/Charging'),
  'remote/battery-preheat': () => import('./remote/BatteryPreheat'),
  'remote/tailgate': () => import('./remote/Tailgate'),
  'remote/window': () => import('./remote/Window'),
  'remote/temporary-start': () => import('./remote/TemporaryStart'),
  'remote/smart-battery-top-up': () => import('./remote/SmartBatteryTopUp'),
  'remote/command-log': () => import('./remote/CommandLog'),
  'terminal/params-query': () => import('./terminal/ParamsQuery'),
  'vehicle/lock': () => import('./vehicle/Lock'),
  'vehicle/lock-log': () => import('./vehicle/LockLog'),
  'vehicle/debug': () => import('./vehicle/Debug'),
  'vehicle/debug-log': () => import('./vehicle/DebugLog'),
};

export function hasScreen(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(screenRegistry, key);
}
