import { useState, type ReactNode } from 'react';
import { Alert, Input, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MonitorRow } from '@chelian/contracts/monitor';
import { ApiError } from '../../api/http';
import { getSingleVehicle, monitorKeys } from '../../api/monitor';

/**
 * A VIN search over the single-vehicle basic info: a part of the single-vehicle view shown below
 * once the vehicle is found (refusals, such as no terminal, are shown in place).
 */
export function VehicleLookup({
  testId,
  children,
}: {
  testId: string;
  children: (vehicle: MonitorRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const [vin, setVin] = useState('');
  const { data, error } = useQuery({
    queryKey: monitorKeys.single(vin),
    queryFn: () => getSingleVehicle(vin),
    enabled: vin !== '',
    retry: false,
  });
  return (
    <>
      <Space wrap>
        <Input.Search
          data-testid={testId}
          placeholder="VIN"
          allowClear
          enterButton={t('common.search')}
          onSearch={(v) => setVin(v.trim().toUpperCase())}
          style={{ width: 320 }}
        />
      </Space>
      {vin !== '' && error && (
        <Alert
          type="warning"
          showIcon
          message={error instanceof ApiError ? error.message : t('monitor.noVehicle')}
        />
      )}
      {vin !== '' && data && children(data)}
    </>
  );
}
