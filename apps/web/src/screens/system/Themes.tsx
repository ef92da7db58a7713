import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { themeAttrSpec, themeSpec } from '@chelian/contracts/resources/system/theme';
import { operationPermission } from '@chelian/contracts/resource';
import { ResourceScreen, SubResourceDrawer, localize, type Row } from '../../engine';
import { useCan } from '../../hooks/useCan';

/** Themes (copy is a declared action); each row opens its attributes. */
export default function Themes() {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<Row | null>(null);
  const canAttrs = can(themeAttrSpec.module, operationPermission(themeAttrSpec, 'page'));
  return (
    <ResourceScreen
      spec={themeSpec}
      rowActions={
        canAttrs
          ? (row) => (
              <Button
                type="link"
                size="small"
                data-testid={`theme-attrs-${String(row.id)}`}
                onClick={() => setOpen(row)}
              >
                {t('engine.attributes')}
              </Button>
            )
          : undefined
      }
    >
      {() => (
        <SubResourceDrawer
          spec={themeAttrSpec}
          scope="themeAttrOf"
          fixed={open ? { themeId: open.id } : null}
          title={`${localize(themeAttrSpec.title)}: ${String(open?.name ?? '')}`}
          onClose={() => setOpen(null)}
        />
      )}
    </ResourceScreen>
  );
}
