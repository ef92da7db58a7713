import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { Button, DatePicker, Descriptions, Empty, Select, Slider, Space, Spin, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { TrackPoint } from '@chelian/contracts/monitor';
import { exportTrack, getReportDays, getTrack, monitorKeys } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime, fromPickerTime, pickerNow } from '../../utils/format';
import { loadChunk } from '../../utils/loadChunk';
import { useMapTiles } from '../../widgets/map';
import { PLAY_SPEEDS, headingsOf, positionAt } from './trackMath';

// the map part imports the map library itself (its marker and popup): loaded with the map, not
// with the single-vehicle screen
const TrackMap = lazy(() => loadChunk('track-map', () => import('./TrackMap')));
const MAP_HEIGHT = 480;
// stable empties: the memos below see the same value while nothing has come
const NO_POINTS: TrackPoint[] = [];
const NO_DAYS: string[] = [];

/**
 * Track replay: the vehicle's fixes in a range on the map, coloured by speed, with start, end and
 * stops; the vehicle moving along them at 1x to 32x of real time, a time slider, and follow (the
 * map kept centred on the vehicle).
 */
export function TrackReplay({ vin }: { vin: string }) {
  const { t } = useTranslation();
  const can = useCan();
  // asked for as the screen opens, so the map is made once with the right tiles
  const tiles = useMapTiles();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    pickerNow().subtract(1, 'day'),
    pickerNow().add(1, 'minute'),
  ]);
  const [query, setQuery] = useState<[number, number] | null>(null);
  const { data: points = NO_POINTS, isFetching } = useQuery({
    queryKey: monitorKeys.track(vin, query?.[0] ?? 0, query?.[1] ?? 0),
    queryFn: () => getTrack(vin, query![0], query![1]),
    enabled: query !== null,
  });
  // days with data of the month the day picker shows (dateList), marked in its calendar
  const [month, setMonth] = useState(() => pickerNow().format('YYYY-MM'));
  const { data: days = NO_DAYS } = useQuery({
    queryKey: [...monitorKeys.all, 'days', vin, month],
    queryFn: () => getReportDays(vin, month),
  });
  const [clock, setClock] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(8);
  const [follow, setFollow] = useState(false);
  const frame = useRef<number | null>(null);

  const headings = useMemo(() => headingsOf(points), [points]);
  const start = points[0]?.time ?? 0;
  const end = points[points.length - 1]?.time ?? 0;
  useEffect(() => {
    setClock(start);
    setPlaying(false);
  }, [start, points]);

  useEffect(() => {
    if (!playing) return undefined;
    let last = performance.now();
    const step = (now: number) => {
      const elapsed = now - last;
      last = now;
      setClock((c) => {
        const next = c + elapsed * speed;
        if (next >= end) {
          setPlaying(false);
          return end;
        }
        return next;
      });
      frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [playing, speed, end]);

  const position = useMemo(() => positionAt(points, clock), [points, clock]);
  const index = position?.index ?? 0;
  const here = points[index];

  // the controls do not change with the clock: kept out of the re-render of every frame
  const atEnd = clock >= end;
  const toolbar = useMemo(() => {
    const pickDay = (day: Dayjs | null) => {
      if (!day) return;
      const next: [Dayjs, Dayjs] = [day.startOf('day'), day.endOf('day')];
      setRange(next);
      setQuery([fromPickerTime(next[0]), fromPickerTime(next[1])]);
    };
    return (
      <Space wrap>
        <DatePicker
          data-testid="track-day"
          placeholder={t('monitor.reportDays')}
          onChange={pickDay}
          onPanelChange={(value) => value && setMonth(value.format('YYYY-MM'))}
          cellRender={(current, info) => {
            if (info.type !== 'date' || !dayjs.isDayjs(current)) return info.originNode;
            const has = days.includes(current.format('YYYY-MM-DD'));
            return (
              <div
                className="ant-picker-cell-inner"
                style={has ? { fontWeight: 700, borderBottom: '2px solid #1677ff' } : undefined}
              >
                {current.date()}
              </div>
            );
          }}
        />
        <DatePicker.RangePicker
          showTime
          value={range}
          allowClear={false}
          disabledDate={(d, info) => Boolean(info.from && Math.abs(d.diff(info.from, 'day', true)) > 30)}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Button
          type="primary"
          data-testid="track-query"
          loading={isFetching}
          onClick={() => setQuery([fromPickerTime(range[0]), fromPickerTime(range[1])])}
        >
          {t('common.search')}
        </Button>
        <Button
          data-testid="track-play"
          disabled={points.length < 2}
          onClick={() => (atEnd ? (setClock(start), setPlaying(true)) : setPlaying(!playing))}
        >
          {playing ? t('monitor.pause') : t('monitor.play')}
        </Button>
        <Select
          data-testid="track-speed"
          value={speed}
          style={{ width: 90 }}
          onChange={setSpeed}
          options={PLAY_SPEEDS.map((s) => ({ value: s, label: `${s}x` }))}
        />
        {can('trackReplay', 'export') && (
          <Button
            data-testid="track-export"
            onClick={() => void exportTrack(vin, fromPickerTime(range[0]), fromPickerTime(range[1]), vin)}
          >
            {t('monitor.export')}
          </Button>
        )}
        <span>
          {t('monitor.follow')}{' '}
          <Switch size="small" checked={follow} onChange={setFollow} data-testid="track-follow" />
        </span>
      </Space>
    );
  }, [t, can, vin, days, range, isFetching, points.length, atEnd, start, playing, speed, follow]);

  return (
    <div data-testid="track-replay" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {toolbar}
      {query && points.length === 0 && !isFetching && (
        <Empty data-testid="track-empty" description={t('monitor.noData')} />
      )}
      {points.length > 0 && (
        <>
          <Suspense
            fallback={
              <div style={{ height: MAP_HEIGHT, display: 'grid', placeItems: 'center' }}>
                <Spin />
              </div>
            }
          >
            <TrackMap
              tiles={tiles}
              points={points}
              position={position}
              heading={headings[index] ?? 0}
              follow={follow}
              onFollowChange={setFollow}
              height={MAP_HEIGHT}
            />
          </Suspense>
          {/* the slider passes no data attributes on: the test id sits on a wrapper */}
          <div data-testid="track-slider">
            <Slider
              min={start}
              max={end}
              value={clock}
              step={1000}
              tooltip={{ formatter: (v) => formatTime(v ?? 0) }}
              onChange={(v) => {
                setPlaying(false);
                setClock(v);
              }}
            />
          </div>
          <Descriptions size="small" column={4} data-testid="track-info">
            <Descriptions.Item label={t('monitor.dataTime')}>
              <span data-testid="track-time">{formatTime(Math.floor(clock))}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.speed')}>
              <span data-testid="track-point-speed">{here?.speed ?? ''}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('reportValues.soc')}>{here?.soc ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.points')}>
              <span data-testid="track-index">{`${index + 1} / ${points.length}`}</span>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </div>
  );
}
