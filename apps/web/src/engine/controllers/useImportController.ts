import { useMemo, useState } from 'react';
import type { ResourceInfo } from './resource';

/** The import dialog of a resource's list: whether it shows, where it sends the file, what follows. */
export interface ImportController extends Pick<ResourceInfo, 'scope' | 'title' | 'api'> {
  open: boolean;
  setOpen(open: boolean): void;
  /** runs after a successful import (the list reloads) */
  onImported(): Promise<unknown> | void;
}

export function useImportController(
  resource: Pick<ResourceInfo, 'scope' | 'title' | 'api'>,
  { onImported }: { onImported?: () => Promise<unknown> | void } = {},
): ImportController {
  const { scope, title, api } = resource;
  const [open, setOpen] = useState(false);
  return useMemo(
    () => ({ scope, title, api, open, setOpen, onImported: () => onImported?.() }),
    [scope, title, api, open, onImported],
  );
}
