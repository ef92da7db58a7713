import { z } from 'zod';
import { defineCalls } from './call';
import { MD5_HEX } from './values';

/** Permissions of the platform foundation's own routes. */
export const PlatformPermissions = {
  attachmentUpload: 'attachments/upload',
  attachmentView: 'attachments/view',
  attachmentDelete: 'attachments/delete',
  onlineUsersView: 'onlineUser/view',
  onlineUsersKick: 'onlineUser/delete',
} as const;

const OAUTH = 'oauth';
const USERS = 'system-svc/users';
const ATTACHMENTS = 'file-svc/attachments/V1.0';

/**
 * Calls of the platform foundation: sign-in and sessions, the current user's menu, permissions and
 * settings, branding, dictionaries and attachments. GET sends its payload as the query.
 */
export const PLATFORM_CALLS = defineCalls({
  /** ?key=: the captcha image (SVG) of a key; the sign-in form shows it as an <img> */
  captcha: { method: 'GET', path: `${OAUTH}/anno/captcha`, access: 'public' },
  /** ?key=: answers the captcha of a key; refused (403) unless the server runs with NODE_ENV=test */
  captchaAnswer: { method: 'GET', path: `${OAUTH}/anno/captcha/answer`, access: 'public' },
  login: { method: 'POST', path: `${OAUTH}/noToken/login`, access: 'public' },
  logout: { method: 'POST', path: `${OAUTH}/noToken/logout`, access: 'public' },
  /** a single-use ticket (30 s) for the websocket URL, which cannot carry a header */
  accessTicket: { method: 'POST', path: `${OAUTH}/V1.0/ticket`, access: 'session' },
  currentUser: { method: 'GET', path: `${USERS}/getCurUser`, access: 'session' },
  menu: { method: 'GET', path: 'system-svc/auth/menu', access: 'session' },
  /** the caller's permission strings */
  resources: { method: 'GET', path: 'system-svc/auth/V2.0/resource', access: 'session' },
  changePassword: {
    method: 'PUT',
    path: `${USERS}/V1.0/password`,
    access: 'session',
    log: 'account/password',
  },
  /** ?userName=: a reset code by SMS */
  sendSms: { method: 'GET', path: `${USERS}/noToken/sendSms`, access: 'public' },
  forgotPassword: { method: 'PUT', path: `${USERS}/noToken/forgot`, access: 'public' },
  /** the branding and themes loaded before sign-in, by the host the console is reached at */
  tenantAndThemes: { method: 'GET', path: 'system-svc/tenants/noToken/getTenantAndThemes', access: 'public' },
  /** a tenant's branding image (:kind appLogo, loginBg or loginLogo), shown before sign-in */
  branding: { method: 'GET', path: 'system-svc/tenants/noToken/branding/:tenantId/:kind', access: 'public' },
  themeOptions: { method: 'GET', path: 'system-svc/themes/themeOptions', access: 'session' },
  saveTheme: {
    method: 'PUT',
    path: 'system-svc/user/config/theme/saveCurThemeConfig',
    access: 'session',
    log: 'account/theme',
  },
  dictionaryOptionsAll: { method: 'GET', path: 'system-svc/dicItems/V1.0/options/all', access: 'session' },
  /** multipart: params (JSON text), storageType, bizType, then the file */
  upload: { method: 'POST', path: `${ATTACHMENTS}/upload`, access: PlatformPermissions.attachmentUpload },
  attachmentPage: { method: 'POST', path: `${ATTACHMENTS}/page`, access: PlatformPermissions.attachmentView },
  /** :id is the file's public id (its key), never the serial id */
  attachment: { method: 'GET', path: `${ATTACHMENTS}/:id`, access: PlatformPermissions.attachmentView },
  /** a signed link (?expires=&signature=) or a session holding attachments/view */
  attachmentDownload: { method: 'GET', path: `${ATTACHMENTS}/:id/download`, access: 'public' },
  /** the same by ?id= */
  attachmentDownloadById: { method: 'GET', path: `${ATTACHMENTS}/download`, access: 'public' },
  /** body { ids } */
  attachmentDelete: { method: 'DELETE', path: ATTACHMENTS, access: PlatformPermissions.attachmentDelete },
});

/** Where the console opens its websocket (?ticket= from PLATFORM_CALLS.accessTicket); not under /api. */
export const WEBSOCKET_PATH = '/websocket/cmd';

export const CLIENT_ID = 'BIZ';

export const USER_TYPES = [
  'ADMIN',
  'TENANT',
  'DEALER',
  'KEYACCOUNT',
  'SERVICE',
  'ENGINE',
  'SUPPLIER',
] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_STATES = ['NORMAL', 'LOCKED'] as const;
export type UserState = (typeof USER_STATES)[number];

export const md5Hex = z.string().regex(MD5_HEX, 'md5');

export const loginRequest = z.object({
  userName: z.string().trim().min(1).max(64),
  /** MD5 of the password (spec: passwords are sent hashed). */
  password: md5Hex,
  /** The key the captcha image was fetched with. */
  key: z.string().min(8).max(64),
  captcha: z.string().trim().min(1).max(12),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Why the console should offer a forced password change after sign-in. */
export type PasswordState = 'OK' | 'INITIAL' | 'EXPIRED';

export interface LoginResponse {
  token: string;
  expiresAt: number;
  /**
   * The session's control signing secret (base64url, 256 bits), handed out once, at sign-in:
   * the key of signed control calls is derived from it, not from the token (docs/control.md).
   */
  signSecret: string;
  passwordState: PasswordState;
  user: CurrentUser;
}

/** PLATFORM_CALLS.accessTicket: open the websocket with ?ticket= within 30 s; one use. */
export interface AccessTicket {
  ticket: string;
  expiresAt: number;
}

export interface TenantRef {
  tenantId: number;
  tenantCode: string;
  tenantName: string;
  /**
   * The IANA zone the tenant's times are shown in (values.ts DEFAULT_TIME_ZONE when absent: a
   * session saved by an older console lacks it).
   */
  timeZone?: string;
}

export interface CurrentUser {
  id: number;
  userName: string;
  realName: string;
  userType: UserType;
  avatar: string | null;
  avatarImgPath: string | null;
  themeId: number | null;
  tenant: TenantRef;
  orgId: number | null;
  passwordState: PasswordState;
}

export const changePasswordRequest = z.object({
  oldPassword: md5Hex,
  password: md5Hex,
  confirmPassword: md5Hex,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const sendSmsQuery = z.object({ userName: z.string().trim().min(1).max(64) });

export const forgotPasswordRequest = z.object({
  userName: z.string().trim().min(1).max(64),
  smsCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'smsCode'),
  password: md5Hex,
  confirmPassword: md5Hex,
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** A node of GET auth/menu: type DIR or LEAF, name, dataValue, children. */
export interface MenuNode {
  id: number;
  type: 'DIR' | 'LEAF';
  name: string;
  /** component key for LEAF nodes ('group/screen'), group code for DIR nodes */
  dataValue: string;
  path: string;
  icon: string | null;
  externalLink: string | null;
  keepAlive: boolean;
  hidden: boolean;
  children: MenuNode[];
}

export interface ThemeAttr {
  attrCode: string;
  attrValue: string;
}
export interface Theme {
  id: number;
  name: string;
  attrList: ThemeAttr[];
}

/** GET tenants/noToken/getTenantAndThemes: the branding and themes loaded before sign-in. */
export interface TenantAndThemes {
  tenant: {
    tenantId: number;
    tenantCode: string;
    tenantName: string;
    appName: string;
    domainName: string | null;
    copyright: string | null;
    recordNo: string | null;
    appLogoFilePath: string | null;
    loginBgFilePath: string | null;
    loginLogoFilePath: string | null;
  };
  themeList: Theme[];
}

export const saveThemeRequest = z.object({ curThemeId: z.coerce.number().int().positive() });

export interface DictItemOption {
  id: string;
  label: string;
  children?: DictItemOption[];
}
/** GET dicItems/V1.0/options/all: dictionary code -> items in the caller's language. */
export type DictionaryOptions = Record<string, DictItemOption[]>;

export interface Page<T> {
  items: T[];
  total: number;
  current: number;
}

export interface OnlineUser {
  id: number;
  userId: number;
  userName: string;
  realName: string;
  ip: string | null;
  userAgent: string | null;
  loginTime: number;
  lastSeenTime: number;
  expiresAt: number;
}
