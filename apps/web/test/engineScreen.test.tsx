import './setup';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defineResourceSpec } from '@chelian/contracts/resource';
import type { CurrentUser } from '@chelian/contracts/platform';
import { configureHttp, resetHttpHooks } from '../src/api/http';
import { i18n, initI18n } from '../src/i18n';
import {
  ListContextProvider,
  ResourcePager,
  ResourceScreen,
  ResourceTable,
  SearchForm,
  useListController,
  type ResourceScreenProps,
} from '../src/engine';
import { resetColumnPrefsCache } from '../src/engine/columnPrefs';
import { getSelection, resetSelections } from '../src/engine/selection';
import { setDictionaries } from '../src/state/dictionaries';
import { emptySession, sessionStore } from '../src/state/session';

const l = (en: string, zh = en) => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': zh });

const spec = defineResourceSpec({
  name: 'sample',
  module: 'sample',
  service: 'system-svc',
  base: 'samples/V1.0',
  title: l('Samples'),
  optionLabel: 'name',
  fields: {
    name: {
      label: l('Name'),
      type: 'text',
      required: true,
      search: 'like',
      pattern: { source: '^[a-z0-9 ]+$' },
    },
    code: { label: l('Code'), type: 'text', search: 'prefix', pattern: { source: '^[A-Z]+$' } },
    kind: { label: l('Kind'), type: 'dict', dict: 'kind', search: 'eq' },
    phone: { label: l('Phone'), type: 'text', masked: 'sample/unmask' },
    secretNote: { label: l('Secret note'), type: 'text', auth: 'sample/secret' },
    price: { label: l('Price'), type: 'number' },
  },
  actions: [{ key: 'lock', label: l('Lock'), method: 'PUT', path: 'lock', selection: 'many' }],
});

const user = {
  id: 7,
  userName: 'tester',
  realName: 'T',
  userType: 'TENANT',
  tenant: { tenantId: 1, tenantCode: 'p', tenantName: 'P' },
} as unknown as CurrentUser;

function rows(page: number, pageSize: number) {
  return Array.from({ length: pageSize }, (_, i) => {
    const id = (page - 1) * pageSize + i + 1;
    return {
      id,
      name: `row ${id}`,
      code: 'AB',
      kind: 'K1',
      phone: '13800001234',
      secretNote: 'hush',
      price: id,
    };
  });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
const calls = (fragment: string, method?: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).includes(fragment) && (!method || (init as RequestInit | undefined)?.method === method),
  );
let answer: (url: string, init: RequestInit) => Response | undefined = () => undefined;

function grant(...permissions: string[]) {
  sessionStore.replace({ ...emptySession, token: 'tok', user, resources: permissions });
}

function renderScreen(props: Partial<ResourceScreenProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <ResourceScreen spec={spec} {...props} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

const header = () =>
  Array.from(document.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent ?? '');
const rowCheckbox = (id: number) => within(screen.getByTestId(`sample-row-${id}`)).getByRole('checkbox');

beforeAll(async () => {
  await initI18n('en-US');
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  localStorage.clear();
  resetColumnPrefsCache();
  resetSelections();
  resetHttpHooks();
  configureHttp({ notifyError: () => undefined });
  setDictionaries({ kind: [{ id: 'K1', label: 'Kind one' }] });
  answer = () => undefined;
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const custom = answer(url, init);
    if (custom) return custom;
    if (url.includes('/page')) {
      const body = JSON.parse(String(init.body ?? '{}')) as { page: number; pageSize: number };
      return json({ items: rows(body.page, body.pageSize), total: 35, current: body.page });
    }
    return json({});
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResourceScreen permissions', () => {
  it('shows only the permitted actions and columns', async () => {
    grant('sample/view', 'sample/create');
    renderScreen();
    await screen.findByTestId('sample-row-1');
    expect(screen.getByTestId('sample-create')).toBeTruthy();
    for (const id of [
      'sample-update',
      'sample-delete',
      'sample-export',
      'sample-import',
      'sample-action-lock',
    ])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(header()).toContain('Name');
    expect(header()).not.toContain('Secret note');
    // masked without sample/unmask
    expect(screen.getByTestId('sample-row-1').textContent).toContain('1*********4');
    expect(screen.getByTestId('sample-row-1').textContent).toContain('Kind one');
  });

  it('shows gated actions, columns and form fields with their permissions', async () => {
    grant(
      'sample/view',
      'sample/create',
      'sample/update',
      'sample/delete',
      'sample/export',
      'sample/import',
      'sample/lock',
      'sample/secret',
      'sample/unmask',
    );
    renderScreen();
    await screen.findByTestId('sample-row-1');
    // a long toolbar keeps its further buttons in its "more" menu
    fireEvent.click(screen.getByTestId('sample-more'));
    for (const id of [
      'sample-update',
      'sample-delete',
      'sample-export',
      'sample-import',
      'sample-action-lock',
    ])
      expect(await screen.findByTestId(id)).toBeTruthy();
    expect(header()).toContain('Secret note');
    expect(screen.getByTestId('sample-row-1').textContent).toContain('13800001234');
    fireEvent.click(screen.getByTestId('sample-create'));
    expect(await screen.findByTestId('sample-form-secretNote')).toBeTruthy();
  });

  it('leaves a field without its permission out of the form', async () => {
    grant('sample/view', 'sample/create');
    renderScreen();
    fireEvent.click(await screen.findByTestId('sample-create'));
    await screen.findByTestId('sample-form-name');
    expect(screen.queryByTestId('sample-form-secretNote')).toBeNull();
  });

  it('shows no table without the view permission', async () => {
    grant('sample/create');
    renderScreen();
    expect(await screen.findByText('You may not view this page')).toBeTruthy();
    expect(calls('/page')).toHaveLength(0);
  });
});

describe('ResourceScreen behaviour', () => {
  beforeEach(() => grant('sample/view', 'sample/create', 'sample/update', 'sample/delete', 'sample/import'));

  it('keeps the selection per module across pages', async () => {
    renderScreen();
    await screen.findByTestId('sample-row-1');
    fireEvent.click(rowCheckbox(1));
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await screen.findByTestId('sample-row-11');
    fireEvent.click(rowCheckbox(12));
    expect(getSelection('sample').keys).toEqual([1, 12]);
    fireEvent.click(document.querySelector('.ant-pagination-item-1')!);
    await screen.findByTestId('sample-row-1');
    expect((rowCheckbox(1) as HTMLInputElement).checked).toBe(true);
    expect((rowCheckbox(2) as HTMLInputElement).checked).toBe(false);
  });

  it('redraws the cells of unchanged rows when the labels change (another language)', async () => {
    renderScreen();
    const row = await screen.findByTestId('sample-row-1');
    expect(row.textContent).toContain('Kind one');
    // the dictionaries of the other language arrive; the rows are the same objects
    act(() => setDictionaries({ kind: [{ id: 'K1', label: '种类一' }] }));
    await waitFor(() => expect(screen.getByTestId('sample-row-1').textContent).toContain('种类一'));
  });

  it('a new page size searches from page 1', async () => {
    renderScreen();
    await screen.findByTestId('sample-row-1');
    fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
    await screen.findByTestId('sample-row-21');
    const last = () =>
      JSON.parse(String((calls('/page').at(-1)![1] as RequestInit).body)) as {
        page: number;
        pageSize: number;
      };
    expect(last()).toMatchObject({ page: 3, pageSize: 10 });
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!);
    fireEvent.click(await screen.findByTitle('20 / page'));
    await waitFor(() => expect(last()).toMatchObject({ page: 1, pageSize: 20 }));
  });

  it('validates the search form first: an invalid form sends nothing; a new search goes to page 1', async () => {
    renderScreen({ fields: { code: { pattern: '^[A-Z]+$' } } });
    await screen.findByTestId('sample-row-1');
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await screen.findByTestId('sample-row-11');
    const before = calls('/page').length;
    fireEvent.change(screen.getByTestId('sample-search-code'), { target: { value: 'lower' } });
    fireEvent.click(screen.getByTestId('sample-search-submit'));
    expect(await screen.findByText('Code format error')).toBeTruthy();
    expect(calls('/page').length).toBe(before);
    fireEvent.change(screen.getByTestId('sample-search-code'), { target: { value: 'UP' } });
    fireEvent.click(screen.getByTestId('sample-search-submit'));
    await waitFor(() => expect(calls('/page').length).toBeGreaterThan(before));
    const body = JSON.parse(String((calls('/page').at(-1)![1] as RequestInit).body));
    expect(body).toMatchObject({ code: 'UP', page: 1 });
  });

  it('create: required message, then success closes the dialog and reloads', async () => {
    renderScreen();
    await screen.findByTestId('sample-row-1');
    fireEvent.click(screen.getByTestId('sample-create'));
    await screen.findByTestId('sample-form-name');
    fireEvent.click(screen.getByTestId('sample-form-submit'));
    expect(await screen.findByText('Name cannot be empty')).toBeTruthy();
    expect(calls('samples/V1.0', 'POST').filter(([url]) => !String(url).includes('/page'))).toHaveLength(0);
    fireEvent.change(screen.getByTestId('sample-form-name'), { target: { value: 'new one' } });
    const pages = calls('/page').length;
    fireEvent.click(screen.getByTestId('sample-form-submit'));
    await waitFor(() =>
      expect(calls('samples/V1.0', 'POST').some(([url]) => String(url).endsWith('samples/V1.0'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId('sample-form-name')).toBeNull());
    const post = calls('samples/V1.0', 'POST').find(([url]) => String(url).endsWith('samples/V1.0'))!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toMatchObject({ name: 'new one', price: null });
    await waitFor(() => expect(calls('/page').length).toBeGreaterThan(pages));
  });

  it('create: a failure keeps the dialog open, shows field errors and does not reload', async () => {
    answer = (url, init) =>
      init.method === 'POST' && url.endsWith('samples/V1.0')
        ? json(
            {
              errCode: 'CONFLICT',
              error: { code: 'CONFLICT', message: 'Name exists', fields: { name: 'Name already used' } },
            },
            409,
          )
        : undefined;
    renderScreen();
    await screen.findByTestId('sample-row-1');
    fireEvent.click(screen.getByTestId('sample-create'));
    fireEvent.change(await screen.findByTestId('sample-form-name'), { target: { value: 'dup' } });
    const pages = calls('/page').length;
    fireEvent.click(screen.getByTestId('sample-form-submit'));
    expect(await screen.findByText('Name already used')).toBeTruthy();
    expect(screen.getByTestId('sample-form-name')).toBeTruthy();
    expect(calls('/page').length).toBe(pages);
  });

  it('delete asks first and sends the ids', async () => {
    renderScreen();
    await screen.findByTestId('sample-row-1');
    fireEvent.click(rowCheckbox(2));
    fireEvent.click(rowCheckbox(3));
    fireEvent.click(screen.getByTestId('sample-more'));
    fireEvent.click(await screen.findByTestId('sample-delete'));
    fireEvent.click(await screen.findByTestId('sample-delete-confirm'));
    await waitFor(() => expect(calls('samples/V1.0', 'DELETE')).toHaveLength(1));
    expect(JSON.parse(String((calls('samples/V1.0', 'DELETE')[0]![1] as RequestInit).body))).toEqual({
      ids: [2, 3],
    });
  });

  it('update needs exactly one row', async () => {
    renderScreen();
    await screen.findByTestId('sample-row-1');
    fireEvent.click(screen.getByTestId('sample-update'));
    expect(await screen.findByText('Please select exactly one row')).toBeTruthy();
    fireEvent.click(rowCheckbox(4));
    answer = (url, init) =>
      init.method === 'GET' && url.endsWith('samples/V1.0/4')
        ? json({ ...rows(1, 10)[3], name: 'row four' })
        : undefined;
    fireEvent.click(screen.getByTestId('sample-update'));
    await waitFor(() =>
      expect((screen.getByTestId('sample-form-name') as HTMLInputElement).value).toBe('row four'),
    );
  });

  it('import: JSON is success; a file answer is failure and its report is downloaded', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'),
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let report = false;
    answer = (url) =>
      url.includes('/import')
        ? report
          ? new Response('xlsx', {
              status: 200,
              headers: {
                'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'content-disposition': 'attachment; filename="errors.xlsx"',
              },
            })
          : json({ imported: 2 })
        : undefined;
    renderScreen();
    await screen.findByTestId('sample-row-1');
    const upload = async () => {
      fireEvent.click(screen.getByTestId('sample-import'));
      const input = (await screen.findByTestId('sample-import-file')).querySelector('input[type=file]')!;
      await act(async () => {
        fireEvent.change(input, { target: { files: [new File(['a'], 'users.xlsx')] } });
      });
      fireEvent.click(screen.getByTestId('sample-import-submit'));
    };
    await upload();
    expect(await screen.findByText('Imported')).toBeTruthy();
    report = true;
    await upload();
    expect(await screen.findByText('The import failed: see the downloaded error report')).toBeTruthy();
    expect(created).toHaveLength(1);
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('column chooser', () => {
  beforeEach(() => grant('sample/view'));

  it('hides a column and keeps the choice per user and module across remounts', async () => {
    const first = renderScreen();
    await screen.findByTestId('sample-row-1');
    expect(header()).toContain('Price');
    fireEvent.click(screen.getByTestId('sample-columns'));
    fireEvent.click(await screen.findByTestId('sample-column-check-price'));
    await waitFor(() => expect(header()).not.toContain('Price'));
    expect(JSON.parse(localStorage.getItem('chelian.columns.7.sample')!)).toMatchObject({
      hidden: ['price'],
    });
    first.unmount();
    resetColumnPrefsCache();
    renderScreen();
    await screen.findByTestId('sample-row-1');
    expect(header()).not.toContain('Price');
    expect(header()).toContain('Name');
  });

  it('reorders by drag and drop', async () => {
    renderScreen();
    await screen.findByTestId('sample-row-1');
    fireEvent.click(screen.getByTestId('sample-columns'));
    const kind = await screen.findByTestId('sample-column-kind');
    const name = screen.getByTestId('sample-column-name');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: 'move',
    };
    fireEvent.dragStart(kind, { dataTransfer });
    fireEvent.dragOver(name, { dataTransfer });
    fireEvent.drop(name, { dataTransfer });
    await waitFor(() =>
      expect(header().filter((h) => ['Name', 'Code', 'Kind'].includes(h))).toEqual(['Kind', 'Name', 'Code']),
    );
    expect(JSON.parse(localStorage.getItem('chelian.columns.7.sample')!).order.slice(0, 3)).toEqual([
      'kind',
      'name',
      'code',
    ]);
  });
});

describe('form dialog', () => {
  beforeEach(() => grant('sample/view', 'sample/create', 'sample/update'));

  it('an edit after a create shows the record, not the last dialog', async () => {
    renderScreen();
    await screen.findByTestId('sample-row-1');
    fireEvent.click(screen.getByTestId('sample-create'));
    fireEvent.change(await screen.findByTestId('sample-form-name'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByTestId('sample-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('sample-form-name')).toBeNull());
    fireEvent.click(rowCheckbox(5));
    answer = (url, init) =>
      init.method === 'GET' && url.endsWith('samples/V1.0/5') ? json(rows(1, 10)[4]) : undefined;
    fireEvent.click(screen.getByTestId('sample-update'));
    await waitFor(() =>
      expect((screen.getByTestId('sample-form-name') as HTMLInputElement).value).toBe('row 5'),
    );
    fireEvent.click(screen.getByTestId('sample-form-cancel'));
    fireEvent.click(screen.getByTestId('sample-create'));
    await waitFor(() => expect((screen.getByTestId('sample-form-name') as HTMLInputElement).value).toBe(''));
  });
});

describe('controllers through contexts', () => {
  beforeEach(() => grant('sample/view'));

  /** A custom screen: its own list controller, the engine's parts under its provider. */
  function LinkedSamples({ onPick }: { onPick: (keys: unknown[]) => void }) {
    const list = useListController(spec, { scope: 'linked', fixed: { ownerId: 3 } });
    return (
      <ListContextProvider value={list}>
        <SearchForm />
        <button data-testid="linked-pick" onClick={() => onPick(list.selectedKeys)} />
        <ResourceTable />
        <ResourcePager />
      </ListContextProvider>
    );
  }

  it('a custom composition lists, pages and selects through the list context', async () => {
    const onPick = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AntApp>
          <LinkedSamples onPick={onPick} />
        </AntApp>
      </QueryClientProvider>,
    );
    await screen.findByTestId('linked-row-1');
    expect(screen.getByTestId('linked-search')).toBeTruthy();
    expect(JSON.parse(String((calls('/page')[0]![1] as RequestInit).body))).toMatchObject({ ownerId: 3 });
    fireEvent.click(within(screen.getByTestId('linked-row-2')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('linked-pick'));
    expect(onPick).toHaveBeenCalledWith([2]);
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await screen.findByTestId('linked-row-11');
  });

  it('a part outside its provider says which context it needs', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ResourcePager />)).toThrow(/useListContext/);
    quiet.mockRestore();
  });
});
