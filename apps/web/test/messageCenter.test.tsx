import './setup';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Message } from '@chelian/contracts/messages';
import { configureHttp, resetHttpHooks } from '../src/api/http';
import { i18n, initI18n } from '../src/i18n';
import MessageCenter from '../src/screens/message/MessageCenter';

const message = (id: number, triggerFlag: 0 | 1, trashed = false): Message => ({
  id,
  msg_id: id,
  create_time: 1700000000000,
  pushBody: `body ${id}`,
  title: `title ${id}`,
  triggerFlag,
  trashed,
  pushBizType: 'GB',
  queryCondition: null,
  pushChannel: 'WEB',
});

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;

function calls(fragment: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes(fragment));
}

function renderCentre(path = '/message/message_center') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/message/message_center" element={<MessageCenter />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en-US');
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  resetHttpHooks();
  configureHttp({ notifyError: () => undefined });
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('message/count')) return json({ count: 2, unread: 2, read: 1, trash: 1 });
    if (url.includes('message/init')) {
      const query = new URL(url, 'http://x').searchParams;
      if (query.get('trash') === '1') return json({ items: [message(9, 1, true)], total: 1, current: 1 });
      if (query.get('triggerFlag') === '1') return json({ items: [message(5, 1)], total: 1, current: 1 });
      return json({ items: [message(1, 0), message(2, 0)], total: 2, current: 1 });
    }
    if (url.includes('message/content')) return json(message(2, 0));
    return json({ moved: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('message centre', () => {
  it('lists each box with its counts and query', async () => {
    renderCentre();
    expect(await screen.findByTestId('msg-row-1')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('msg-tab-unread').textContent).toBe('Unread (2)'));
    expect(screen.getByTestId('msg-tab-trash').textContent).toBe('Trash (1)');
    expect(screen.getByTestId('msg-row-1').textContent).toContain('GB alarm');
    expect(calls('message/init')[0]![0]).toBe(
      '/api/system-svc/message/init?pushChannel=WEB&page=1&pageSize=10&triggerFlag=0&trash=0',
    );

    fireEvent.click(screen.getByTestId('msg-tab-read'));
    expect(await screen.findByTestId('msg-row-5')).toBeTruthy();
    expect(screen.getByTestId('msg-trash')).toBeTruthy();
    fireEvent.click(screen.getByTestId('msg-tab-trash'));
    expect(await screen.findByTestId('msg-row-9')).toBeTruthy();
    expect(calls('trash=1')[0]![0]).toBe(
      '/api/system-svc/message/init?pushChannel=WEB&page=1&pageSize=10&trash=1',
    );
  });

  it('marks selected messages read, and all of them', async () => {
    renderCentre();
    const row = await screen.findByTestId('msg-row-2');
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('msg-mark-read'));
    await waitFor(() => expect(calls('has_read')).toHaveLength(1));
    expect(JSON.parse(calls('has_read')[0]![1].body as string)).toEqual({ ids: [2] });
    await waitFor(() => expect(screen.getByTestId('msg-mark-all-read').className).not.toContain('loading'));
    fireEvent.click(screen.getByTestId('msg-mark-all-read'));
    await waitFor(() => expect(calls('has_read')).toHaveLength(2));
    expect(JSON.parse(calls('has_read')[1]![1].body as string)).toEqual({ all: true });
  });

  it('moves read messages to the trash and restores them', async () => {
    renderCentre();
    await screen.findByTestId('msg-row-1');
    fireEvent.click(screen.getByTestId('msg-tab-read'));
    fireEvent.click(within(await screen.findByTestId('msg-row-5')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('msg-trash'));
    await waitFor(() => expect(calls('remove_readed')).toHaveLength(1));
    expect(JSON.parse(calls('remove_readed')[0]![1].body as string)).toEqual({ ids: [5] });
    fireEvent.click(screen.getByTestId('msg-tab-trash'));
    fireEvent.click(within(await screen.findByTestId('msg-row-9')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('msg-restore'));
    await waitFor(() => expect(calls('message/restore')).toHaveLength(1));
    expect(JSON.parse(calls('message/restore')[0]![1].body as string)).toEqual({ ids: [9] });
  });

  it('opens a message from the address and marks it read', async () => {
    renderCentre('/message/message_center?id=2');
    expect(await screen.findByTestId('msg-detail-title')).toBeTruthy();
    expect(screen.getByTestId('msg-detail-title').textContent).toBe('title 2');
    expect(calls('message/content?msg_id=2').length).toBeGreaterThan(0);
    await waitFor(() => expect(calls('has_read')).toHaveLength(1));
    expect(JSON.parse(calls('has_read')[0]![1].body as string)).toEqual({ ids: [2] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls('has_read')).toHaveLength(1);
  });
});
