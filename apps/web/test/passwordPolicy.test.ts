import './setup';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormRule } from 'antd';
import type { CurrentUser } from '@chelian/contracts/platform';
import { userSpec } from '@chelian/contracts/resources/system/user';
import { tenantSpec } from '@chelian/contracts/resources/system/tenant';
import { configureHttp, http, resetAuthGuard, resetHttpHooks } from '../src/api/http';
import { formItemRules, resolveState } from '../src/engine/rules';
import { formDefs } from '../src/engine/schema';
import { i18n, initI18n } from '../src/i18n';
import { strongPasswordRule } from '../src/utils/passwordRules';
import { clearSession, sessionStore, startSession } from '../src/state/session';

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.changeLanguage('en-US');
});

async function errorsOf(rules: FormRule[], value: string): Promise<string[]> {
  const errors: string[] = [];
  for (const rule of rules) {
    const validator = (rule as { validator?: (r: unknown, v: unknown) => Promise<void> }).validator;
    if (validator) await validator(rule, value).catch((e: Error) => errors.push(e.message));
  }
  return errors;
}

const weak = 'At least 8 characters with uppercase and lowercase letters, digits and symbols';

describe('the one password rule, in every form that sets a password', () => {
  it('change and forgot use it directly', async () => {
    expect(await errorsOf([strongPasswordRule(i18n.t)], 'a')).toEqual([weak]);
    expect(await errorsOf([strongPasswordRule(i18n.t)], 'Strong#2026')).toEqual([]);
  });

  it.each([
    ['user create', userSpec, 'password'],
    ['tenant create (its administrator)', tenantSpec, 'adminPassword'],
  ] as const)('%s refuses a weak password before anything is sent', async (_name, spec, key) => {
    const def = formDefs(spec, 'create').find((d) => d.key === key)!;
    const rules = formItemRules(i18n.t, def, resolveState(def, {}, 'create'));
    for (const bad of ['a', 'password', 'Password1', 'abcdefg1!'])
      expect(await errorsOf(rules, bad), bad).toContain(weak);
    expect(await errorsOf(rules, 'Strong#2026')).toEqual([]);
    // empty stays allowed: the server then uses the parameter user.initPassword
    expect(await errorsOf(rules, '')).toEqual([]);
  });
});

describe('a session that must change its password', () => {
  const user = {
    id: 7,
    userName: 'admin',
    realName: 'Admin',
    userType: 'ADMIN',
    passwordState: 'INITIAL',
    tenant: { tenantId: 1, tenantCode: 't', tenantName: 'T' },
  } as CurrentUser;
  let notified: string[];

  beforeEach(() => {
    notified = [];
    resetHttpHooks();
    resetAuthGuard();
    configureHttp({ notifyError: (message) => notified.push(message) });
    startSession({ token: 'tok', expiresAt: Date.now() + 60_000, user, passwordPrompt: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('is offered the change again instead of an error toast when a call is refused', async () => {
    const body = {
      errCode: 'PASSWORD_CHANGE_REQUIRED',
      error: {
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Change your initial or expired password before doing anything else',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify(body), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await expect(http.post('system-svc/users/V1.0/page', {})).rejects.toMatchObject({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(notified).toEqual([]);
    expect(sessionStore.get().passwordPrompt).toBe('INITIAL');
  });
});
