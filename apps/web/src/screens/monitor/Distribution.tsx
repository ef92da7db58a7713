import { useEffect, useMemo, useState } from 'react';
import { Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAP_STATES, type ProvinceCount } from '@chelian/contracts/monitor';
import { getCountByProvince, getMapData, monitorKeys, useVehicleState } from '../../api/monitor';
import { currentLanguage } from '../../i18n';
import { MapCanvas } from './map/MapCanvas';
import { applyPushes, toFleetPoints, type FleetPoints } from './map/fleetPoints';
import { STATE_COLOURS, singleVehiclePath } from './parts';

/**
 * Vehicle distribution (getVehicleMapData, getCountByProvince): every positioned vehicle on the
 * map, clustered and coloured by state, moving live with the pushed state; counts per state and
 * per province beside it. `height` lets a screen that composes it leave room below.
 */
export default function Distribution({ height = 'calc(100vh - 190px)' }: { height?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery({ queryKey: [...monitorKeys.all, 'map'], queryFn: getMapData });
  const { data: provinces } = useQuery({
    queryKey: [...monitorKeys.all, 'provinces', currentLanguage()],
    queryFn: getCountByProvince,
    refetchInterval: 60_000,
  });
  const [points, setPoints] = useState<FleetPoints | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => setPoints(data ? toFleetPoints(data) : null), [data]);
  useVehicleState((push) => {
    if (points && applyPushes(points, push.vehicles)) setVersion((v) => v + 1);
  });
  const counts = useMemo(() => {
    const out = new Array<number>(MAP_STATES.length).fill(0);
    if (points) for (const s of points.states) out[s] = (out[s] ?? 0) + 1;
    return out;
    // version: the states change in place
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, version]);

  return (
    <div
      data-testid="monitor-distribution-screen"
      style={{ display: 'flex', gap: 12, height, minHeight: 420 }}
    >
      <div
        style={{
          flex: 1,
          minWidth: 0,
          position: 'relative',
          border: '1px solid rgba(128,128,128,.25)',
          borderRadius: 6,
          overflow: 'hidden',
        }}
      >
        <MapCanvas
          points={points}
          version={version}
          tileUrl={data?.tiles.url ?? ''}
          lang={currentLanguage()}
          onOpen={(vin) => navigate(singleVehiclePath(vin))}
        />
        <div
          style={{ position: 'absolute', left: 8, top: 8, display: 'flex', gap: 4, flexWrap: 'wrap' }}
          data-testid="map-legend"
        >
          {MAP_STATES.map((state, i) => (
            <Tag key={state} color={STATE_COLOURS[state]} data-testid={`map-count-${state}`}>
              {t(`monitor.states.${state}`)} {counts[i]}
            </Tag>
          ))}
        </div>
      </div>
      <Card
        size="small"
        title={t('monitor.byProvince')}
        style={{ width: 260, overflow: 'auto' }}
        data-testid="map-provinces"
      >
        <Table<ProvinceCount>
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={(provinces ?? []).filter((p) => p.count > 0)}
          onRow={(r) => ({ 'data-testid': `map-province-${r.code}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('monitor.province') },
            { key: 'count', dataIndex: 'count', title: t('monitor.vehicles'), width: 70 },
            { key: 'online', dataIndex: 'online', title: t('monitor.onlineYes'), width: 70 },
          ]}
        />
      </Card>
    </div>
  );
}
