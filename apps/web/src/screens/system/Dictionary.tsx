import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryItemSpec, dictionarySpec } from '@chelian/contracts/resources/system/dictionary';
import { operationPermission } from '@chelian/contracts/resource';
import { ResourceScreen, SubResourceDrawer, localize, type Row } from '../../engine';
import { useCan } from '../../hooks/useCan';

/** Dictionaries; each row opens its items (dicItems filtered and created with the dictionary's code). */
export default function Dictionary() {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<Row | null>(null);
  const canItems = can(dictionaryItemSpec.module, operationPermission(dictionaryItemSpec, 'page'));
  return (
    <ResourceScreen
      spec={dictionarySpec}
      rowActions={
        canItems
          ? (row) => (
              <Button
                type="link"
                size="small"
                data-testid={`dictionary-items-${String(row.id)}`}
                onClick={() => setOpen(row)}
              >
                {t('engine.items')}
              </Button>
            )
          : undefined
      }
    >
      {() => (
        <SubResourceDrawer
          spec={dictionaryItemSpec}
          scope="dictionaryItemOf"
          fixed={open ? { typeCode: open.code } : null}
          title={`${localize(dictionaryItemSpec.title)}: ${String(open?.name ?? '')} (${String(open?.code ?? '')})`}
          onClose={() => setOpen(null)}
        />
      )}
    </ResourceScreen>
  );
}
