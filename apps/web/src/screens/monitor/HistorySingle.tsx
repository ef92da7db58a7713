import { useState } from 'react';
import { Alert, Input, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { getSingleVehicle, monitorKeys } from '../../api/monitor';
import { HistoryPanel } from '../single-vehicle/HistoryPanel';

/** History of one vehicle chosen by VIN: the single-vehicle view's historical condition on its own screen. */
export default function HistorySingle() {
  const { t } = useTranslation();
  const [vin, setVin] = useState('');
  const { data, error } = useQuery({ queryKey: monitorKeys.single(vin), queryFn: () => getSingleVehicle(vin), enabled: vin !== '', retry: false });
  return (
    <div data-testid="monitor-history-single-screen" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Space>
        <Input.Search data-testid="history-single-vin" placeholder="VIN" allowClear enterButton={t('common.search')} onSearch={(v) => setVin(v.trim())} style={{ width: 320 }} />
      </Space>
      {error && <Alert type="warning" showIcon message={error instanceof ApiError ? error.message : t('monitor.noVehicle')} />}
      {data && <HistoryPanel key={data.vin} vin={data.vin} />}
    </div>
  );
}
