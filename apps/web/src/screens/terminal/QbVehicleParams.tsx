import { useState } from 'react';
import { Button, Card, Empty, Input, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMMAND_STATUS_TEXTS } from '@chelian/contracts/control';
import { QB_PARAM_CALLS } from '@chelian/contracts/resources/control/qbParams';
import { paramDef } from '@chelian/contracts/terminalParams';
import { callApi } from '../../api/http';
import { downloadCall } from '../../api/download';
import { localize } from '../../engine';
import { useDictionaryLabels } from '../../engine/options';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';

interface StoredParams {
  vin: string;
  online: boolean;
  params: { id: number; key: string; value: number | string; updatedAt: number }[];
}

interface VehicleTasks {
  vin: string;
  items: {
    taskId: number;
    name: string;
    params: string;
    taskStatus: string;
    status: string | null;
    statusCode: number | null;
    sentAt: number | null;
  }[];
}

const hexId = (id: number) => `0x${id.toString(16).padStart(2, '0').toUpperCase()}`;

/**
 * QB parameters of one vehicle: the terminal
 * parameters as last read or set and confirmed, and the QB tasks that carried them there.
 */
export default function QbVehicleParams() {
  const { t } = useTranslation(['translation', 'shared']);
  const [search] = useSearchParams();
  const [vin, setVin] = useState<string>((search.get('vin') ?? '').toUpperCase());
  const [typed, setTyped] = useState(vin);
  const can = useCan();
  const labels = useDictionaryLabels();
  const params = useQuery({
    queryKey: ['qb', 'vehicleParams', vin],
    queryFn: () => callApi<StoredParams>(QB_PARAM_CALLS.vehicleParams, { vin }),
    enabled: vin.length === 17,
  });
  const tasks = useQuery({
    queryKey: ['qb', 'vehicleTasks', vin],
    queryFn: () => callApi<VehicleTasks>(QB_PARAM_CALLS.vehicleTasks, { vin }),
    enabled: vin.length === 17,
  });
  const mayExport = can('qbParams', 'export');

  return (
    <div data-testid="qb-vehicle-params">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Input.Search
            data-testid="qb-vehicle-vin"
            style={{ width: 360 }}
            placeholder={t('shared:screens.qbVehicle.vin')}
            value={typed}
            maxLength={17}
            enterButton={t('shared:screens.qbVehicle.query')}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => setVin(v.trim().toUpperCase())}
          />
          {params.data && (
            <Tag data-testid="qb-vehicle-online" color={params.data.online ? 'green' : 'default'}>
              {t(params.data.online ? 'shared:screens.qbVehicle.online' : 'shared:screens.qbVehicle.offline')}
            </Tag>
          )}
        </Space>
        {vin.length !== 17 && <Empty description={t('shared:screens.qbVehicle.pick')} />}
        {vin.length === 17 && (
          <>
            <Card
              size="small"
              title={t('shared:qbLink.vehicleExport.paramsTitle')}
              extra={
                mayExport && (
                  <Button
                    size="small"
                    data-testid="qb-vehicle-params-export"
                    onClick={() =>
                      void downloadCall(
                        QB_PARAM_CALLS.vehicleParamsExport,
                        { vin },
                        `${t('shared:qbLink.vehicleExport.paramsTitle')}_${vin}.xlsx`,
                      )
                    }
                  >
                    {t('shared:screens.qbVehicle.export')}
                  </Button>
                )
              }
            >
              <Table
                data-testid="qb-vehicle-params-table"
                size="small"
                rowKey="id"
                loading={params.isFetching}
                pagination={false}
                dataSource={params.data?.params ?? []}
                columns={[
                  {
                    title: t('shared:qbLink.vehicleExport.paramId'),
                    dataIndex: 'id',
                    width: 110,
                    render: (id: number) => hexId(id),
                  },
                  {
                    title: t('shared:qbLink.vehicleExport.param'),
                    dataIndex: 'id',
                    key: 'label',
                    render: (id: number, r) => localize(paramDef(id)?.label) || r.key,
                  },
                  {
                    title: t('shared:qbLink.vehicleExport.value'),
                    dataIndex: 'value',
                    render: (v: number | string) => (
                      <span data-testid="qb-vehicle-param-value">{String(v)}</span>
                    ),
                  },
                  {
                    title: t('shared:qbLink.vehicleExport.updatedAt'),
                    dataIndex: 'updatedAt',
                    render: (v: number) => formatTime(v),
                  },
                ]}
              />
            </Card>
            <Card
              size="small"
              title={t('shared:screens.qbVehicle.history')}
              extra={
                mayExport && (
                  <Button
                    size="small"
                    data-testid="qb-vehicle-tasks-export"
                    onClick={() =>
                      void downloadCall(
                        QB_PARAM_CALLS.vehicleTasksExport,
                        { vin },
                        `${t('shared:qbLink.vehicleExport.tasksTitle')}_${vin}.xlsx`,
                      )
                    }
                  >
                    {t('shared:screens.qbVehicle.export')}
                  </Button>
                )
              }
            >
              <Table
                data-testid="qb-vehicle-tasks-table"
                size="small"
                rowKey="taskId"
                loading={tasks.isFetching}
                pagination={false}
                dataSource={tasks.data?.items ?? []}
                columns={[
                  { title: t('shared:qbLink.vehicleExport.task'), dataIndex: 'name' },
                  {
                    title: t('shared:qbLink.vehicleExport.params'),
                    dataIndex: 'params',
                    render: (v: string) => <span style={{ whiteSpace: 'pre-line' }}>{v}</span>,
                  },
                  {
                    title: t('shared:qbLink.vehicleExport.taskStatus'),
                    dataIndex: 'taskStatus',
                    render: (v: string) => labels('qbTaskStatus', v) ?? v,
                  },
                  {
                    title: t('shared:qbLink.vehicleExport.status'),
                    dataIndex: 'status',
                    render: (v: string | null) => (v ? localize(COMMAND_STATUS_TEXTS[v]) || v : ''),
                  },
                  { title: t('shared:qbLink.vehicleExport.statusCode'), dataIndex: 'statusCode' },
                  {
                    title: t('shared:qbLink.vehicleExport.sentAt'),
                    dataIndex: 'sentAt',
                    render: (v: number | null) => formatTime(v),
                  },
                ]}
              />
            </Card>
          </>
        )}
      </Space>
    </div>
  );
}
