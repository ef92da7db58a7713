import { Alert, Empty, Spin, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { getSingleVehicle, monitorKeys } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { useScreenTitle } from '../../hooks/useScreen';
import { CurrentConditionTab } from './CurrentConditionTab';
import { AnalysisTab } from './AnalysisTab';
import { BasicInfoTab } from './BasicInfoTab';
import { CurrentFaultsTab } from './CurrentFaultsTab';
import { FileUploadTab } from './FileUploadTab';
import { HistoryPanel } from './HistoryPanel';
import { TrackReplay } from './TrackReplay';

/**
 * The single-vehicle view: basic info, current condition, historical
 * condition, current faults, track replay, terminal files and analysis of the VIN in the address. Remote control and parameter setting are
 * separate screens of their own and are not listed here.
 */
export default function SingleVehicle() {
  const { t } = useTranslation();
  const can = useCan();
  const [params] = useSearchParams();
  const vin = params.get('vin') ?? '';
  const {
    data: info,
    error,
    isLoading,
  } = useQuery({
    queryKey: monitorKeys.single(vin),
    queryFn: () => getSingleVehicle(vin),
    enabled: vin !== '',
    retry: false,
  });
  // the tab and the breadcrumb name the vehicle: its plate, else its VIN
  useScreenTitle(info?.plateCode || vin || null);
  if (!vin) return <Empty data-testid="single-vehicle-empty" description={t('monitor.chooseVehicle')} />;
  if (isLoading) return <Spin />;
  if (error || !info) {
    const text = error instanceof ApiError ? error.message : t('monitor.noVehicle');
    return <Alert type="warning" showIcon data-testid="single-vehicle-refused" message={text} />;
  }
  const tabs = [
    { key: 'basic', label: t('monitor.tabs.basic'), children: <BasicInfoTab info={info} />, show: true },
    {
      key: 'current',
      label: t('monitor.tabs.current'),
      children: <CurrentConditionTab vin={vin} vehicleId={info.id} />,
      show: can('currentCondition', 'view'),
    },
    {
      key: 'history',
      label: t('monitor.tabs.history'),
      children: <HistoryPanel vin={vin} />,
      show: can('historicalCondition', 'view'),
    },
    {
      key: 'faults',
      label: t('monitor.tabs.faults'),
      children: <CurrentFaultsTab vin={vin} vehicleId={info.id} />,
      show: can('currentFaults', 'view'),
    },
    {
      key: 'track',
      label: t('monitor.tabs.track'),
      children: <TrackReplay vin={vin} />,
      show: can('trackReplay', 'view'),
    },
    {
      key: 'files',
      label: t('monitor.tabs.files'),
      children: <FileUploadTab vin={vin} />,
      show: can('fileUpload', 'view'),
    },
    {
      key: 'analysis',
      label: t('monitor.tabs.analysis'),
      children: <AnalysisTab vin={vin} />,
      show: can('singleVehicleAnalysisTab', 'view'),
    },
  ];
  return (
    <div data-testid="single-vehicle-screen">
      <Tabs
        destroyOnHidden
        items={tabs
          .filter((tab) => tab.show)
          .map(({ key, label, children }) => ({
            key,
            label: <span data-testid={`single-vehicle-tab-${key}`}>{label}</span>,
            children,
          }))}
      />
    </div>
  );
}
