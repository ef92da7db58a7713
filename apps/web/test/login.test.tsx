import './setup';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { md5 } from 'js-md5';
import type { CurrentUser, LoginResponse, MenuNode, TenantAndThemes } from '@chelian/contracts/platform';
import { configureHttp, resetAuthGuard, resetHttpHooks } from '../src/api/http';
import { i18n, initI18n } from '../src/i18n';
import { dictionaryStore } from '../src/state/dictionaries';
import { clearSession, sessionStore } from '../src/state/session';
import LoginPage from '../src/shell/login/LoginPage';

const tenant: TenantAndThemes = {
  tenant: {
    tenantId: 1,
    tenantCode: 'demo',
    tenantName: 'Demo',
    appName: '演示车联网平台',
    domainName: null,
    copyright: '© Demo',
    recordNo: null,
    appLogoFilePath: null,
    loginBgFilePath: null,
    loginLogoFilePath: '/img/logo.png',
  },
  themeList: [],
};

const user: CurrentUser = {
  id: 9,
  userName: 'admin',
  realName: '管理员',
  userType: 'ADMIN',
  avatar: null,
  avatarImgPath: null,
  themeId: 2,
  tenant: { tenantId: 1, tenantCode: 'demo', tenantName: 'Demo' },
  orgId: null,
  passwordState: 'OK',
};

const menu: MenuNode[] = [
  {
    id: 1,
    type: 'DIR',
    name: '首页',
    dataValue: 'home',
    path: '/home',
    icon: 'home',
    externalLink: null,
    keepAlive: false,
    hidden: false,
    children: [
      {
        id: 2,
        type: 'LEAF',
        name: '首页',
        dataValue: 'home/home',
        path: '/home/home',
        icon: 'home',
        externalLink: null,
        keepAlive: false,
        hidden: false,
        children: [],
      },
    ],
  },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let loginReply: () => Response;
let notified: string[];

function renderLogin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/home/home" element={<div data-testid="home-reached" />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

function captchaKey(): string {
  const src = screen.getByTestId('login-captcha-img').getAttribute('src') ?? '';
  return new URL(src, 'http://localhost').searchParams.get('key') ?? '';
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

beforeAll(async () => {
  await initI18n('zh-CN');
});

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  clearSession();
  resetHttpHooks();
  resetAuthGuard();
  notified = [];
  configureHttp({ notifyError: (message) => notified.push(message) });
  loginReply = () =>
    json({
      token: 'tok-1',
      signSecret: 'sign-1',
      expiresAt: Date.now() + 3_600_000,
      passwordState: 'INITIAL',
      user,
    } satisfies LoginResponse);
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('getTenantAndThemes')) return json(tenant);
    if (url.includes('oauth/noToken/login')) return loginReply();
    if (url.includes('auth/menu')) return json(menu);
    if (url.includes('auth/V2.0/resource')) return json(['attachment/view\nattachment/upload']);
    if (url.includes('dicItems/V1.0/options/all')) return json({ sex: [{ id: '1', label: '男' }] });
    if (url.includes('themes/themeOptions'))
      return json([{ id: 2, name: '蓝', attrList: [{ attrCode: 'colorPrimary', attrValue: '#1677ff' }] }]);
    return json({ errCode: 'NOT_FOUND', error: { code: 'NOT_FOUND', message: 'not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('login screen', () => {
  it('renders the tenant branding and every field with its test id', async () => {
    renderLogin();
    for (const id of [
      'login-username',
      'login-password',
      'login-captcha',
      'login-captcha-img',
      'login-submit',
    ])
      expect(screen.getByTestId(id)).toBeTruthy();
    expect(await screen.findByText('演示车联网平台')).toBeTruthy();
    expect(screen.getByTestId('login-logo').getAttribute('src')).toBe('/img/logo.png');
    expect(screen.getByTestId('login-captcha-img').getAttribute('src')).toMatch(
      /^\/api\/oauth\/anno\/captcha\?key=[\w-]{8,}$/,
    );
  });

  it('fetches a new captcha when the image or the button is clicked', () => {
    renderLogin();
    const first = captchaKey();
    fireEvent.click(screen.getByTestId('login-captcha-img'));
    const second = captchaKey();
    expect(second).not.toBe(first);
    fireEvent.click(screen.getByTestId('login-captcha-refresh'));
    expect(captchaKey()).not.toBe(second);
  });

  it('requires user name, password and captcha', async () => {
    renderLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('用户名不能为空')).toBeTruthy();
    expect(screen.getByText('密码不能为空')).toBeTruthy();
    expect(screen.getByText('验证码不能为空')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('login'))).toBe(false);
  });

  it('signs in with the hashed password and the captcha key, loads the session and goes home', async () => {
    renderLogin();
    const key = captchaKey();
    type('login-username', ' admin ');
    type('login-password', 'Secret#123');
    type('login-captcha', 'ab12');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('home-reached')).toBeTruthy();

    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).includes('oauth/noToken/login'))!;
    expect(loginCall[1].method).toBe('POST');
    expect(JSON.parse(loginCall[1].body as string)).toEqual({
      userName: 'admin',
      password: md5('Secret#123'),
      key,
      captcha: 'ab12',
    });

    const state = sessionStore.get();
    expect(state.token).toBe('tok-1');
    expect(state.user?.realName).toBe('管理员');
    expect(state.menu).toEqual(menu);
    expect(state.resources).toEqual(['attachment/view\nattachment/upload']);
    expect(state.theme?.id).toBe(2);
    expect(state.passwordPrompt).toBe('INITIAL');
    expect(dictionaryStore.get().options.sex).toHaveLength(1);
    const menuCall = fetchMock.mock.calls.find(([url]) => String(url).includes('auth/menu'))!;
    expect((menuCall[1].headers as Record<string, string>).Authorization).toBe('tok-1');
    expect(JSON.parse(sessionStorage.getItem('chelian.session') ?? '{}').token).toBe('tok-1');
    // the control signing secret of the sign-in answer is kept with the session for signed calls
    expect(state.signSecret).toBe('sign-1');
  });

  it('shows the server message and takes a new captcha after a failed login', async () => {
    loginReply = () =>
      json({ errCode: 'CAPTCHA', error: { code: 'CAPTCHA_WRONG', message: '验证码错误' } }, 400);
    renderLogin();
    const key = captchaKey();
    type('login-username', 'admin');
    type('login-password', 'x');
    type('login-captcha', 'zz');
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await waitFor(() => expect(notified).toEqual(['验证码错误']));
    await waitFor(() => expect(captchaKey()).not.toBe(key));
    expect(sessionStore.get().token).toBeNull();
    expect(screen.queryByTestId('home-reached')).toBeNull();
  });

  it('switches to the forgot-password form and validates it', async () => {
    renderLogin();
    fireEvent.click(screen.getByTestId('login-forgot-link'));
    expect(screen.getByTestId('forgot-send-sms')).toBeTruthy();
    type('forgot-username', 'admin');
    type('forgot-sms-code', '12');
    type('forgot-password', 'weakpass');
    type('forgot-confirm', 'different');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('请输入 6 位数字验证码')).toBeTruthy();
    expect(screen.getByText('密码至少 8 位，且须同时包含大写字母、小写字母、数字和符号')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    fireEvent.click(screen.getByTestId('forgot-back'));
    expect(screen.getByTestId('login-submit')).toBeTruthy();
  });
});
