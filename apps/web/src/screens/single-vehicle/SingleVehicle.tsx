import { Alert, Descriptions, Empty, Spin, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { getSingleVehicle, monitorKeys } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';
import { CurrentConditionTab } from './CurrentConditionTab';
import { AnalysisTab } from './AnalysisTab';
import { CurrentFaultsTab } from './CurrentFaultsTab';
import { FileUploadTab } from './FileUploadTab';
import { HistoryPanel } from './HistoryPanel';
import { TrackReplay } from './TrackReplay';

/**
 * The single-vehicle view (spec 001 section 2): basic info, current condition, historical
 * condition, current faults, track replay, terminal files and analysis of the VIN in the address. Remote control and parameter setting are
 * separate screens of their own and are not listed here.
 */
export default function SingleVehicle() {
  const { t } = useTranslation();
  const can = useCan();
  const [params] = useSearchParams();
  const vin = params.get('vin') ?? '';
  const { data: info, error, isLoading } = useQuery({
    queryKey: monitorKeys.single(vin),
    queryFn: () => getSingleVehicle(vin),
    enabled: vin !== '',
    retry: false,
  });
  if (!vin) return <Empty data-testid="single-vehicle-empty" description={t('monitor.chooseVehicle')} />;
  if (isLoading) return <Spin />;
  if (error || !info) {
    const text = error instanceof ApiError ? error.message : t('monitor.noVehicle');
    return <Alert type="warning" showIcon data-testid="single-vehicle-refused" message={text} />;
  }
  const yes = (v: 0 | 1) => (v ? t('monitor.yes') : t('monitor.no'));
  const basic = (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="single-vehicle-basic">
      <Descriptions.Item label="VIN">{info.vin}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.plate')}>{info.plateCode}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.model')}>{info.modelName}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.vehicleType')}>{info.typeName}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.orgName')}>{info.orgName}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.customerName')}>{info.customerName}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.saleDate')}>{formatTime(info.saleDate).slice(0, 10)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.serviceStartDate')}>{formatTime(info.serviceStartDate).slice(0, 10)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.serviceEndDate')}>{formatTime(info.serviceEndDate).slice(0, 10)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.lockStatus')}>{info.lockStatusText}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.terminalCode')}>{info.terminalCode}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.simCode')}>{info.simCode}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.online')}>{info.onlineStatus ? t('monitor.onlineYes') : t('monitor.onlineNo')}</Descriptions.Item>
      <Descriptions.Item label="GPS">{yes(info.gps)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.loginTime')}>{formatTime(info.loginTime)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.logoutTime')}>{formatTime(info.logoutTime)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.dataUpdateTime')}>{formatTime(info.dataUpdateTime)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.workTime')}>{(info.totalWorkTime / 3600).toFixed(1)}</Descriptions.Item>
    </Descriptions>
  );
  const tabs = [
    { key: 'basic', label: t('monitor.tabs.basic'), children: basic, show: true },
    { key: 'current', label: t('monitor.tabs.current'), children: <CurrentConditionTab vin={vin} vehicleId={info.id} />, show: can('currentCondition', 'view') },
    { key: 'history', label: t('monitor.tabs.history'), children: <HistoryPanel vin={vin} />, show: can('historicalCondition', 'view') },
    { key: 'faults', label: t('monitor.tabs.faults'), children: <CurrentFaultsTab vin={vin} vehicleId={info.id} />, show: can('currentFaults', 'view') },
    { key: 'track', label: t('monitor.tabs.track'), children: <TrackReplay vin={vin} />, show: can('trackReplay', 'view') },
    { key: 'files', label: t('monitor.tabs.files'), children: <FileUploadTab vin={vin} />, show: can('fileUpload', 'view') },
    { key: 'analysis', label: t('monitor.tabs.analysis'), children: <AnalysisTab vin={vin} />, show: can('singleVehicleAnalysisTab', 'view') },
  ];
  return (
    <div data-testid="single-vehicle-screen">
      <Tabs
        destroyOnHidden
        items={tabs.filter((tab) => tab.show).map(({ key, label, children }) => ({ key, label: <span data-testid={`single-vehicle-tab-${key}`}>{label}</span>, children }))}
      />
    </div>
  );
}
