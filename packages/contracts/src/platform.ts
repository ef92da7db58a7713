import { z } from 'zod';
import { MD5_HEX } from './values';

/** Calls of the platform foundation, relative to /api. */
export const PlatformApi = {
  captcha: 'oauth/anno/captcha',
  /** Test-only: answers the captcha of a key; only served when NODE_ENV=test. */
  captchaAnswer: 'oauth/anno/captcha/answer',
  login: 'oauth/noToken/login',
  logout: 'oauth/noToken/logout',
  /** POST, signed in: a single-use ticket (30 s) for the websocket URL, which cannot carry a header. */
  accessTicket: 'oauth/V1.0/ticket',
  currentUser: 'system-svc/users/getCurUser',
  menu: 'system-svc/auth/menu',
  resources: 'system-svc/auth/V2.0/resource',
  changePassword: 'system-svc/users/V1.0/password',
  sendSms: 'system-svc/users/noToken/sendSms',
  forgotPassword: 'system-svc/users/noToken/forgot',
  tenantAndThemes: 'system-svc/tenants/noToken/getTenantAndThemes',
  themeOptions: 'system-svc/themes/themeOptions',
  saveTheme: 'system-svc/user/config/theme/saveCurThemeConfig',
  dictionaryOptionsAll: 'system-svc/dicItems/V1.0/options/all',
  onlineUsers: 'system-svc/onlineUsers',
  upload: 'file-svc/attachments/V1.0/upload',
  attachments: 'file-svc/attachments/V1.0',
  websocket: '/websocket/cmd',
} as const;

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

/** POST oauth/V1.0/ticket: open the websocket with ?ticket= within 30 s; one use. */
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
