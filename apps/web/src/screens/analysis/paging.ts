import { useCallback, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';

/** The page a statistics table asks the server for: sent with its query and part of its key. */
export interface Paging {
  current: number;
  size: number;
}

/**
 * The server-side paging of a statistics table: the page asked for, the return to the first
 * page when the filters change, and the table's pagination (the total counted in the caller's
 * language, a size changer).
 */
export function useStatsPaging(size = 10) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>({ current: 1, size });
  const firstPage = useCallback(() => setPaging((p) => ({ ...p, current: 1 })), []);
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: paging.current,
    pageSize: paging.size,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t('analysis.totalRows', { count }),
    onChange: (current, pageSize) => setPaging({ current, size: pageSize }),
  });
  return { paging, firstPage, pagination };
}
