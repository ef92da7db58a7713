import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { useTranslation } from 'react-i18next';
import type { ResourceSpec } from '@chelian/contracts/resource';
import { ImportModal, localize, resourceApi, type ListController } from '../../engine';

/**
 * The flows' imports beside a list (production, sale, drive motor, energy storage, terminal): each
 * with its template; a refused file downloads its error report and changes nothing.
 */
export function FlowImports({
  controller,
  specs,
}: {
  controller: ListController;
  specs: readonly ResourceSpec[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ResourceSpec | null>(null);
  if (!controller.can('import')) return null;

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: specs.map((spec) => ({
            key: spec.name,
            label: <span data-testid={`neVehicle-import-${spec.name}`}>{localize(spec.title)}</span>,
          })),
          onClick: ({ key }) => setOpen(specs.find((s) => s.name === key) ?? null),
        }}
      >
        <Button data-testid="neVehicle-flow-imports">
          {t('neVehicle.flowImports')} <DownOutlined />
        </Button>
      </Dropdown>
      {open && (
        <ImportModal
          open
          title={localize(open.title)}
          testId="neFlowImport"
          api={resourceApi(open)}
          onClose={() => setOpen(null)}
          onImported={() => controller.refresh()}
        />
      )}
    </>
  );
}
