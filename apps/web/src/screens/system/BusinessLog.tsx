import type { OptionItem } from '@chelian/contracts/resource';
import { businessLogSpec } from '@chelian/contracts/resources/system/logs';
import { resourcePath } from '@chelian/contracts/resource';
import { http } from '../../api/http';
import { ResourceScreen, type FieldOverride } from '../../engine';

/** Option lists answer labelled items or plain strings. */
async function options(path: string): Promise<OptionItem[]> {
  const answer = await http.get<unknown>(resourcePath(businessLogSpec, path));
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

const fields: Record<string, FieldOverride> = {
  module: { options: () => options('option/module') },
  action: { options: () => options('option/name') },
};

/** Business log: module and action filters from bizLog option/module and option/name. */
export default function BusinessLog() {
  return <ResourceScreen spec={businessLogSpec} fields={fields} />;
}
