import './setup';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CurrentUser, MenuNode } from '@chelian/contracts/platform';
import { configureHttp, resetAuthGuard, resetHttpHooks } from '../src/api/http';
import { i18n, initI18n } from '../src/i18n';
import { clearSession, sessionStore, startSession } from '../src/state/session';
import { screenRegistry } from '../src/screens/registry';
import Shell from '../src/shell/Shell';

class SilentSocket {
  readyState = 0;
  onopen = null;
  onclose = null;
  onmessage = null;
  onerror = null;
  send() {}
  close() {}
}

const user: CurrentUser = {
  id: 42,
  userName: 'ops',
  realName: 'Operator',
  userType: 'TENANT',
  avatar: null,
  avatarImgPath: null,
  themeId: null,
  tenant: { tenantId: 1, tenantCode: 'demo', tenantName: 'Demo' },
  orgId: null,
  passwordState: 'OK',
};

const leaf = (id: number, dataValue: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  type: 'LEAF',
  name,
  dataValue,
  path: `/${dataValue}`,
  icon: null,
  externalLink: null,
  keepAlive: false,
  hidden: false,
  children: [],
  ...extra,
});

const menu: MenuNode[] = [
  { ...leaf(1, 'home', 'Home'), type: 'DIR', path: '/home', children: [leaf(2, 'home/home', 'Home')] },
  {
    ...leaf(3, 'file', 'Files'),
    type: 'DIR',
    path: '/file',
    children: [
      leaf(4, 'file/attachments', 'Attachments', { icon: 'FileTextOutlined' }),
      leaf(5, 'file/missing', 'Not built yet'),
    ],
  },
  {
    ...leaf(6, 'message', 'Message'),
    type: 'DIR',
    path: '/message',
    hidden: true,
    children: [leaf(7, 'message/message_center', 'Message centre', { hidden: true })],
  },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;

function renderShell(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<div data-testid="login-reached" />} />
            <Route path="*" element={<Shell screens={screenRegistry} />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

function tabOrder(): string[] {
  return within(screen.getByTestId('tabs-scroller'))
    .getAllByRole('tab')
    .map((tab) => tab.getAttribute('data-testid')!.replace(/^tab-/, ''));
}

beforeAll(async () => {
  await initI18n('en-US');
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  localStorage.clear();
  resetHttpHooks();
  resetAuthGuard();
  configureHttp({ notifyError: () => undefined });
  vi.stubGlobal('WebSocket', SilentSocket);
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('message/count')) return json({ count: 3, unread: 3, read: 1, trash: 0 });
    if (url.includes('message/init')) return json({ items: [], total: 0, current: 1 });
    if (url.includes('getCurUser')) return json(user);
    if (url.includes('auth/menu')) return json(menu);
    if (url.includes('auth/V2.0/resource'))
      return json(['attachments/view\nattachments/upload\nattachments/delete']);
    if (url.includes('options/all')) return json({});
    if (url.includes('themeOptions')) return json([]);
    if (url.includes('getTenantAndThemes'))
      return json({
        tenant: { tenantId: 1, appName: 'Demo IoV', tenantCode: 'demo', tenantName: 'Demo' },
        themeList: [],
      });
    if (url.includes('attachments/V1.0/page'))
      return json({
        items: [
          {
            id: 11,
            fileName: 'a.png',
            contentType: 'image/png',
            fileSize: 2048,
            bizType: 'IOV',
            storageType: 'LOCAL',
            createTime: 1700000000000,
          },
        ],
        total: 1,
        current: 1,
      });
    return json({ errCode: 'NOT_FOUND', error: { code: 'NOT_FOUND', message: 'nope' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  startSession({
    token: 'tok',
    expiresAt: Date.now() + 3_600_000,
    user,
    passwordPrompt: null,
    menu,
    resources: ['attachments/view\nattachments/upload\nattachments/delete'],
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('shell', () => {
  it('shows the menu, header controls and an unclosable home tab', async () => {
    renderShell('/home/home');
    expect(await screen.findByTestId('home')).toBeTruthy();
    for (const id of ['header-lang', 'header-theme', 'header-bell', 'header-user', 'header-fullscreen'])
      expect(screen.getByTestId(id)).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-group-file'));
    expect(await screen.findByTestId('menu-file/attachments')).toBeTruthy();
    expect(screen.queryByTestId('menu-group-message')).toBeNull();
    expect(screen.queryByTestId('menu-message/message_center')).toBeNull();
    expect(tabOrder()).toEqual(['/home/home']);
    expect(screen.queryByTestId('tab-close-/home/home')).toBeNull();
    expect(screen.getByTestId('header-app-name').textContent).toBe('Demo IoV');
    expect(screen.getByTestId('header-user-name').textContent).toBe('Operator');
  });

  it('opens menu items as tabs after home, closes to the neighbour and keeps the list per user', async () => {
    renderShell('/home/home');
    await screen.findByTestId('home');
    fireEvent.click(screen.getByTestId('menu-group-file'));
    fireEvent.click(await screen.findByTestId('menu-file/attachments'));
    expect(await screen.findByTestId('attachment-row-11')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('menu-file/missing'));
    expect(await screen.findByTestId('screen-unavailable')).toBeTruthy();
    expect(screen.getByTestId('screen-unavailable').textContent).toContain('file/missing');
    expect(tabOrder()).toEqual(['/home/home', '/file/missing', '/file/attachments']);
    expect(JSON.parse(localStorage.getItem('chelian.tabs.42')!).tabs).toEqual([
      '/home/home',
      '/file/missing',
      '/file/attachments',
    ]);

    fireEvent.click(screen.getByTestId('tab-close-/file/missing'));
    await waitFor(() => expect(tabOrder()).toEqual(['/home/home', '/file/attachments']));
    expect(screen.getByTestId('tab-/file/attachments').getAttribute('data-active')).toBe('true');
    fireEvent.click(screen.getByTestId('tab-close-/file/attachments'));
    await waitFor(() => expect(tabOrder()).toEqual(['/home/home']));
    expect(screen.getByTestId('tab-/home/home').getAttribute('data-active')).toBe('true');
  });

  it('restores the tabs of the user after a reload', async () => {
    localStorage.setItem(
      'chelian.tabs.42',
      JSON.stringify({
        tabs: ['/home/home', '/file/attachments', '/gone/screen'],
        active: '/file/attachments',
      }),
    );
    renderShell('/file/attachments');
    expect(await screen.findByTestId('attachment-row-11')).toBeTruthy();
    expect(tabOrder()).toEqual(['/home/home', '/file/attachments']);
  });

  it('shows 404 for an unknown route and breadcrumbs for known ones', async () => {
    renderShell('/nowhere/at-all');
    expect(await screen.findByTestId('error-404')).toBeTruthy();
    expect(tabOrder()).toEqual(['/home/home']);
    fireEvent.click(screen.getByTestId('menu-group-file'));
    fireEvent.click(await screen.findByTestId('menu-file/attachments'));
    await screen.findByTestId('attachment-row-11');
    expect(screen.getByTestId('breadcrumbs').textContent).toContain('Files');
    expect(screen.getByTestId('breadcrumbs').textContent).toContain('Attachments');
  });

  it('asks before closing a screen with a file chosen but not uploaded', async () => {
    renderShell('/file/attachments');
    await screen.findByTestId('attachment-row-11');
    fireEvent.click(screen.getByTestId('attachment-upload'));
    const input = (await screen.findByTestId('attachment-upload-input')) as HTMLInputElement;
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await screen.findByText('hello.txt');

    fireEvent.click(screen.getByTestId('tab-close-/file/attachments'));
    expect(await screen.findByText('Confirm closing this page?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tab-close-cancel'));
    await waitFor(() => expect(tabOrder()).toEqual(['/home/home', '/file/attachments']));

    fireEvent.click(screen.getByTestId('tab-close-/file/attachments'));
    const confirms = await screen.findAllByTestId('tab-close-confirm');
    fireEvent.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(tabOrder()).toEqual(['/home/home']));
  });

  it('keeps keep-alive screens mounted while another tab is shown', async () => {
    const keepAliveMenu = menu.map((node) =>
      node.dataValue === 'file'
        ? {
            ...node,
            children: node.children.map((c) =>
              c.dataValue === 'file/attachments' ? { ...c, keepAlive: true } : c,
            ),
          }
        : node,
    );
    sessionStore.set({ menu: keepAliveMenu });
    renderShell('/file/attachments');
    await screen.findByTestId('attachment-row-11');
    fireEvent.change(screen.getByTestId('attachment-search'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByTestId('tab-/home/home'));
    await screen.findByTestId('home');
    expect(screen.getByTestId('screen-/file/attachments').style.display).toBe('none');
    fireEvent.click(screen.getByTestId('tab-/file/attachments'));
    await waitFor(() => expect(screen.getByTestId('screen-/file/attachments').style.display).toBe('block'));
    expect((screen.getByTestId('attachment-search') as HTMLInputElement).value).toBe('kept');
  });

  it('unmounts other screens when switching tabs', async () => {
    renderShell('/file/attachments');
    await screen.findByTestId('attachment-row-11');
    fireEvent.change(screen.getByTestId('attachment-search'), { target: { value: 'lost' } });
    fireEvent.click(screen.getByTestId('tab-/home/home'));
    await screen.findByTestId('home');
    expect(screen.queryByTestId('screen-/file/attachments')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-/file/attachments'));
    expect(((await screen.findByTestId('attachment-search')) as HTMLInputElement).value).toBe('');
  });

  it('signs out from the user menu', async () => {
    renderShell('/home/home');
    await screen.findByTestId('home');
    fireEvent.click(screen.getByTestId('header-user'));
    fireEvent.click(await screen.findByTestId('user-logout'));
    await waitFor(() => expect(sessionStore.get().token).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('oauth/noToken/logout'))).toBe(true);
    expect(sessionStore.get().menu).toEqual([]);
  });
});
