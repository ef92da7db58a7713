import { useMemo } from 'react';
import { useSession } from '../../state/session';
import { applyColumnPrefs, columnPrefsKey, useColumnPrefs, type ColumnPrefs } from '../columnPrefs';
import { columnDefs } from '../schema';
import type { ColumnDef } from '../types';
import type { ResourceInfo } from './resource';

export interface ColumnSettings {
  /** permitted columns in the user's order */
  ordered: ColumnDef[];
  /** the ones ticked */
  visible: ColumnDef[];
  prefs: ColumnPrefs | null;
  setPrefs(prefs: ColumnPrefs | null): void;
  storageKey: string;
}

/** The table's columns after permissions (auth) and the user's column settings of this module. */
export function useColumns(
  resource: Pick<ResourceInfo, 'spec' | 'fields' | 'scope' | 'canField'>,
): ColumnSettings {
  const { spec, fields, scope, canField } = resource;
  const userId = useSession((s) => s.user?.id ?? null);
  const storageKey = columnPrefsKey(userId, scope);
  const [prefs, setPrefs] = useColumnPrefs(storageKey);
  const permitted = useMemo(
    () => columnDefs(spec, fields).filter((column) => canField(column.auth)),
    [spec, fields, canField],
  );
  const { ordered, visible } = useMemo(() => applyColumnPrefs(permitted, prefs), [permitted, prefs]);
  return { ordered, visible, prefs, setPrefs, storageKey };
}
