import { AppError } from '../errors';
import { md5 } from './passwords';

/**
 * What the server can refuse of a new password. The console sends only the MD5 of the plain text
 * (the spec's wire format), so length and character classes are checked there; here an MD5 can
 * only be compared with the MD5 of known texts: the user name and the most common passwords.
 */

/** Passwords at the top of published leak statistics, as typed. */
const PLAIN = [
  '123456', '123456789', '12345678', '12345', '1234567', '1234567890', '123123', '111111', '000000', '654321',
  '666666', '888888', '112233', '121212', '123321', '159753', '147258369', '1q2w3e4r', '1q2w3e', 'qwerty',
  'qwerty123', 'qwertyuiop', 'qwe123', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'abc123', 'abcd1234', 'a123456',
  'aa123456', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou', 'woaini', 'woaini1314',
  '5201314', 'admin', 'admin123', 'admin888', 'administrator', 'root', 'root123', 'toor', 'welcome', 'welcome1',
  'letmein', 'monkey', 'dragon', 'sunshine', 'princess', 'football', 'baseball', 'master', 'shadow', 'superman',
  'michael', 'trustno1', 'hello123', 'test', 'test123', 'guest', 'changeme', 'default', 'secret', 'login',
  'user', 'user123', 'qazwsx', '1qaz2wsx', '1qaz@wsx', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5', 'aaaaaa', 'abcdef',
  'abcdefg', 'abcdefgh', '11111111', '88888888', '00000000', '12341234', '87654321', '987654321', 'huawei', 'huawei123',
  'china', 'china123', 'beijing', 'shanghai', 'qq123456', 'wang123', 'zhang123', 'li123456', 'taobao', 'baidu',
];

/**
 * Texts that pass the console's four-class rule (8+ characters, upper, lower, digit, symbol) and
 * are still among the first guesses: a common word, capitalised, with a common ending.
 */
const WORDS = [
  'Password', 'Passw0rd', 'P@ssw0rd', 'P@ssword', 'Admin', 'Administrator', 'Root', 'Welcome', 'Qwer', 'Qwert',
  'Qwerty', 'Asdf', 'Zxcv', 'Abc', 'Abcd', 'Aa', 'Qq', 'Test', 'User', 'Guest', 'Hello', 'Love', 'Iloveyou',
  'China', 'Huawei', 'Woaini', 'Pass', 'System', 'Server', 'Changeme', 'Letmein', 'Super', 'Master', 'Manager',
];
const ENDINGS = [
  '@123', '@1234', '@12345', '@123456', '#123', '#1234', '!123', '!1234', '.123', '_123', '@123.com', '@2020',
  '@2021', '@2022', '@2023', '@2024', '@2025', '@2026', '@666', '@888', '@520', '@1314', '123!', '123@', '123#',
  '1234!', '1234@', '123.', '1!', '1@',
];
const EXTRA = [
  'P@ssw0rd', 'P@ssword1', 'P@ssw0rd1', 'P@$$w0rd', 'Passw0rd!', 'Password1!', 'Qwer!234', 'Qwer@1234', '1qaz@WSX',
  '1qaz!QAZ', '1QAZ2wsx!', 'Aa123456!', 'Aa123456@', 'Aa@123456', 'Abc@123456', 'Abcd@1234', 'Admin@1', 'Welcome1!',
];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** MD5 of every common password as the console would send it, computed once at load (about 1,250). */
const COMMON_MD5 = new Set<string>(
  [...PLAIN, ...PLAIN.map(capitalised), ...WORDS.flatMap((w) => ENDINGS.map((e) => w + e)), ...EXTRA].map((p) => md5(p)),
);

export const isCommonPassword = (md5Hex: string) => COMMON_MD5.has(md5Hex.toLowerCase());

/** Refuses a new password whose MD5 is that of a common password or of the user name (as typed, or in one case). */
export function assertAcceptablePassword(md5Hex: string, userName?: string | null): void {
  const hex = md5Hex.toLowerCase();
  if (userName) {
    const variants = [userName, userName.toLowerCase(), userName.toUpperCase(), capitalised(userName)];
    if (variants.some((v) => md5(v) === hex)) throw new AppError(400, 'PASSWORD_IS_USER_NAME');
  }
  if (COMMON_MD5.has(hex)) throw new AppError(400, 'PASSWORD_TOO_COMMON');
}
