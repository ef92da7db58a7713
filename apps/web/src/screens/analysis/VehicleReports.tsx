import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { VEHICLE_REPORTS_MODULE, VEHICLE_REPORT_KEYS } from '@chelian/contracts/resources/analysis/index';
import { AnalysisReport } from './AnalysisReport';

/** Vehicle reports: the running, alarm and position reports of the daily rollups, one tab each. */
export default function VehicleReports() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      data-testid="vehicle-reports"
      items={VEHICLE_REPORT_KEYS.map((key) => ({
        key,
        label: t(`shared:analysis.titles.${key}` as never),
        children: <AnalysisReport report={key} module={VEHICLE_REPORTS_MODULE} />,
      }))}
    />
  );
}
