import { App, Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { ResourceSpec } from '@chelian/contracts/resource';
import { NE_VEHICLE_CALLS } from '@chelian/contracts/resources/ne-vehicle/vehicle';
import { localize, resourceApi, toSearchPayload, type ListController } from '../../engine';

/** Exports of the current search in another file shape (native codes, trace-back), each behind the export permission. */
export function ExtraExports({
  controller,
  exports,
}: {
  controller: ListController;
  exports: readonly { spec: ResourceSpec; label: string; testId: string }[];
}) {
  if (!controller.can('export')) return null;
  const run = async (spec: ResourceSpec) => {
    const search = toSearchPayload(controller.searchDefs, controller.searchForm.getFieldsValue(true));
    await resourceApi(spec)
      .exportFile(search, localize(spec.title))
      .catch(() => undefined);
  };
  return (
    <>
      {exports.map(({ spec, label, testId }) => (
        <Button
          key={spec.name}
          icon={<DownloadOutlined />}
          data-testid={testId}
          onClick={() => void run(spec)}
        >
          {label}
        </Button>
      ))}
    </>
  );
}

/** The new-energy export of the chosen vehicles' VINs. */
export function ExportByVin({ controller }: { controller: ListController }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!controller.can('export')) return null;
  const run = async () => {
    const vins = controller.selectedRows.map((row) => String(row.vin));
    if (!vins.length) return void message.warning(t('common.selectFirst'));
    await resourceApi(controller.spec, { paths: { export: NE_VEHICLE_CALLS.exportByVin } })
      .exportFile({ vins }, controller.title)
      .catch(() => undefined);
  };
  return (
    <Button icon={<DownloadOutlined />} data-testid="neVehicle-export-vins" onClick={() => void run()}>
      {t('neVehicle.exportByVin')}
    </Button>
  );
}
