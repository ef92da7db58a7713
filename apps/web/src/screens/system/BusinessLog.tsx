import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '@chelian/contracts/resource';
import { businessLogSpec } from '@chelian/contracts/resources/system/logs';
import type { CallSpec } from '@chelian/contracts/call';
import { SYSTEM_ADMIN_CALLS } from '@chelian/contracts/resources/system/calls';
import { callApi } from '../../api/http';
import { ResourceScreen, type FieldOverride } from '../../engine';

/** Option lists answer labelled items or plain strings. */
async function options(call: CallSpec, silent = false): Promise<OptionItem[]> {
  const answer = await callApi<unknown>(call, undefined, { silent });
  if (!Array.isArray(answer)) throw new Error('dropdown data must be an array');
  return answer.map((item) =>
    typeof item === 'object' && item !== null
      ? {
          id: String((item as OptionItem).id ?? (item as { value?: unknown }).value),
          label: String(
            (item as OptionItem).label ?? (item as { name?: unknown }).name ?? (item as OptionItem).id,
          ),
        }
      : { id: String(item), label: String(item) },
  );
}

interface Labels {
  labels: Map<string, string>;
  /** loads the list again for a code it did not name (once per code) */
  ask(code: string): void;
}

/**
 * The labels of an option list in the console's language. The lists name only what the log holds, so a code met
 * before its list knew it loads the list again; a background load, never a toast.
 */
function useLabels(call: CallSpec): Labels {
  const { i18n } = useTranslation();
  const [labels, setLabels] = useState(new Map<string, string>());
  const [version, setVersion] = useState(0);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    let live = true;
    options(call, true)
      .then((items) => live && setLabels(new Map(items.map((i) => [String(i.id), i.label]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [call, i18n.language, version]);
  const ask = useCallback((code: string) => {
    if (asked.current.has(code)) return;
    asked.current.add(code);
    setVersion((v) => v + 1);
  }, []);
  return useMemo(() => ({ labels, ask }), [labels, ask]);
}

const empty: Labels = { labels: new Map(), ask: () => undefined };
const LogLabels = createContext<Record<'module' | 'action', Labels>>({ module: empty, action: empty });

/** A module or action code as its label; a context, so the label follows its list while the table keeps its cells. */
function LogLabel({ list, code }: { list: 'module' | 'action'; code: unknown }) {
  const { labels, ask } = useContext(LogLabels)[list];
  const key = String(code ?? '');
  const label = labels.get(key);
  useEffect(() => {
    if (label === undefined && key) ask(key);
  }, [label, key, ask]);
  return <>{label ?? key}</>;
}

const fields: Record<string, FieldOverride> = {
  module: {
    options: () => options(SYSTEM_ADMIN_CALLS.businessLogModules),
    render: (value) => <LogLabel list="module" code={value} />,
  },
  action: {
    options: () => options(SYSTEM_ADMIN_CALLS.businessLogActions),
    render: (value) => <LogLabel list="action" code={value} />,
  },
};

/**
 * Business log: module and action filters from bizLog option/module and option/name; the rows the server wrote show
 * the same labels (a screen's name, an action's) in the console's language instead of their codes.
 */
export default function BusinessLog() {
  const module = useLabels(SYSTEM_ADMIN_CALLS.businessLogModules);
  const action = useLabels(SYSTEM_ADMIN_CALLS.businessLogActions);
  const labels = useMemo(() => ({ module, action }), [module, action]);
  return (
    <LogLabels.Provider value={labels}>
      <ResourceScreen spec={businessLogSpec} fields={fields} />
    </LogLabels.Provider>
  );
}
