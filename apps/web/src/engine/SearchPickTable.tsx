import { useState, type Key } from 'react';
import { Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';

export interface PickPage<Row> {
  items: Row[];
  total: number;
}

/**
 * A searched, paged list to pick rows from (the vehicles of a dealer or of a forward config, and
 * those they may still take): one search box, a table, its pager, and the selection when asked.
 * The query key names the list; a change elsewhere invalidates it by that key.
 */
export function SearchPickTable<Row extends object>({
  testId,
  queryKey,
  load,
  rowKey,
  columns,
  placeholder,
  selection,
}: {
  /** test ids `<testId>-search` and `<testId>-table` */
  testId: string;
  queryKey: readonly unknown[];
  load: (query: { search?: string; current: number; size: number }) => Promise<PickPage<Row>>;
  rowKey: keyof Row & string;
  columns: ColumnsType<Row>;
  placeholder: string;
  selection?: { selected: Key[]; onSelect: (keys: Key[]) => void };
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const { data, isFetching } = useQuery({
    queryKey: [...queryKey, search, page],
    queryFn: () => load({ search: search || undefined, ...page }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        placeholder={placeholder}
        data-testid={`${testId}-search`}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage((p) => ({ ...p, current: 1 }));
        }}
        style={{ width: 260 }}
      />
      <Table<Row>
        rowKey={rowKey}
        size="small"
        data-testid={`${testId}-table`}
        loading={isFetching}
        dataSource={data?.items ?? []}
        rowSelection={
          selection ? { selectedRowKeys: selection.selected, onChange: selection.onSelect } : undefined
        }
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={columns}
      />
    </Space>
  );
}
