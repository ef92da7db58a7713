import { md5 } from 'js-md5';
import {
  PLATFORM_CALLS as C,
  type CurrentUser,
  type DictionaryOptions,
  type LoginResponse,
  type MenuNode,
  type TenantAndThemes,
  type Theme,
} from '@chelian/contracts/platform';
import { apiUrl, callApi } from './http';

/** Passwords are sent as lowercase MD5 hex. */
export function hashPassword(plain: string): string {
  return md5(plain).toLowerCase();
}

/** A random key for one captcha image. crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export function newCaptchaKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function captchaUrl(key: string): string {
  return apiUrl(C.captcha.path, { key });
}

export interface LoginInput {
  userName: string;
  password: string;
  key: string;
  captcha: string;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  return callApi<LoginResponse>(
    C.login,
    {
      userName: input.userName.trim(),
      password: hashPassword(input.password),
      key: input.key,
      captcha: input.captcha.trim(),
    },
    { auth: 'none' },
  );
}

export function logout(): Promise<unknown> {
  return callApi(C.logout, {}, { auth: 'none', silent: true });
}

export function getCurrentUser(token?: string): Promise<CurrentUser> {
  return callApi<CurrentUser>(C.currentUser, undefined, { token });
}

export function getMenu(token?: string): Promise<MenuNode[]> {
  return callApi<MenuNode[]>(C.menu, undefined, { token });
}

export function getResources(token?: string): Promise<string[]> {
  return callApi<string[]>(C.resources, undefined, { token });
}

export function getDictionaries(token?: string): Promise<DictionaryOptions> {
  return callApi<DictionaryOptions>(C.dictionaryOptionsAll, undefined, { token });
}

export function getTenantAndThemes(): Promise<TenantAndThemes> {
  return callApi<TenantAndThemes>(C.tenantAndThemes, undefined, { auth: 'none' });
}

export function getThemeOptions(tenantId: number, token?: string): Promise<Theme[]> {
  return callApi<Theme[]>(C.themeOptions, { tenantId }, { token });
}

export function saveTheme(curThemeId: number): Promise<unknown> {
  return callApi(C.saveTheme, { curThemeId });
}

export interface PasswordChangeInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Inputs are trimmed and sent hashed. */
export function changePassword(input: PasswordChangeInput): Promise<unknown> {
  return callApi(C.changePassword, {
    oldPassword: hashPassword(input.oldPassword.trim()),
    password: hashPassword(input.password.trim()),
    confirmPassword: hashPassword(input.confirmPassword.trim()),
  });
}

export function sendSms(userName: string): Promise<{ sent: boolean }> {
  return callApi<{ sent: boolean }>(C.sendSms, { userName: userName.trim() }, { auth: 'none' });
}

export interface ForgotPasswordInput {
  userName: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

export function forgotPassword(input: ForgotPasswordInput): Promise<unknown> {
  return callApi(
    C.forgotPassword,
    {
      userName: input.userName.trim(),
      smsCode: input.smsCode.trim(),
      password: hashPassword(input.password.trim()),
      confirmPassword: hashPassword(input.confirmPassword.trim()),
    },
    { auth: 'none' },
  );
}
