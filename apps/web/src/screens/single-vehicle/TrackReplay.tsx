import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, DatePicker, Descriptions, Empty, Select, Slider, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { exportTrack, getReportDays, getTrack, monitorKeys } from '../../api/monitor';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';
import { PLAY_SPEEDS, indexAt, projectTrack, speedColour, stopsOf } from './trackMath';

const W = 900;
const H = 480;
const FOLLOW_SPAN = 160;

/**
 * Track replay: the vehicle's fixes in a range drawn coloured by speed, with stops; play and
 * pause at 1x to 32x of real time, a time slider, and follow (the view centred on the vehicle).
 */
export function TrackReplay({ vin }: { vin: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().subtract(1, 'day'),
    dayjs().add(1, 'minute'),
  ]);
  const [query, setQuery] = useState<[number, number] | null>(null);
  const { data: points = [], isFetching } = useQuery({
    queryKey: monitorKeys.track(vin, query?.[0] ?? 0, query?.[1] ?? 0),
    queryFn: () => getTrack(vin, query![0], query![1]),
    enabled: query !== null,
  });
  // days with data of the month the day picker shows (dateList), marked in its calendar
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const { data: days = [] } = useQuery({
    queryKey: [...monitorKeys.all, 'days', vin, month],
    queryFn: () => getReportDays(vin, month),
  });
  const pickDay = (day: Dayjs | null) => {
    if (!day) return;
    const next: [Dayjs, Dayjs] = [day.startOf('day'), day.endOf('day')];
    setRange(next);
    setQuery([next[0].valueOf(), next[1].valueOf()]);
  };
  const [clock, setClock] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(8);
  const [follow, setFollow] = useState(false);
  const frame = useRef<number | null>(null);

  const projected = useMemo(() => projectTrack(points, W, H), [points]);
  const stops = useMemo(() => stopsOf(points), [points]);
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

  const index = indexAt(points, clock);
  const here = points[index];
  const at = projected[index];
  const viewBox =
    follow && at
      ? `${at.x - FOLLOW_SPAN / 2} ${at.y - FOLLOW_SPAN / 2} ${FOLLOW_SPAN} ${FOLLOW_SPAN}`
      : `0 0 ${W} ${H}`;

  return (
    <div data-testid="track-replay" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
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
          onClick={() => setQuery([range[0].valueOf(), range[1].valueOf()])}
        >
          {t('common.search')}
        </Button>
        <Button
          data-testid="track-play"
          disabled={points.length < 2}
          onClick={() => (clock >= end ? (setClock(start), setPlaying(true)) : setPlaying(!playing))}
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
            onClick={() => void exportTrack(vin, range[0].valueOf(), range[1].valueOf(), vin)}
          >
            {t('monitor.export')}
          </Button>
        )}
        <span>
          {t('monitor.follow')}{' '}
          <Switch size="small" checked={follow} onChange={setFollow} data-testid="track-follow" />
        </span>
      </Space>
      {query && points.length === 0 && !isFetching && (
        <Empty data-testid="track-empty" description={t('monitor.noData')} />
      )}
      {points.length > 0 && (
        <>
          <svg
            data-testid="track-map"
            viewBox={viewBox}
            style={{
              width: '100%',
              maxWidth: W,
              aspectRatio: `${W} / ${H}`,
              background: 'rgba(128,128,128,.06)',
            }}
          >
            {projected.slice(1).map((p, i) => (
              <line
                key={i}
                x1={projected[i]!.x}
                y1={projected[i]!.y}
                x2={p.x}
                y2={p.y}
                stroke={speedColour(points[i + 1]!.speed)}
                strokeWidth={follow ? 1 : 2.5}
              />
            ))}
            {stops.map((s) => (
              <circle
                key={s.index}
                cx={projected[s.index]!.x}
                cy={projected[s.index]!.y}
                r={follow ? 2 : 5}
                fill="#722ed1"
                opacity={0.7}
              >
                <title>{`${formatTime(s.from)} – ${formatTime(s.to)}`}</title>
              </circle>
            ))}
            {at && (
              <circle
                data-testid="track-marker"
                cx={at.x}
                cy={at.y}
                r={follow ? 3 : 7}
                fill="#1677ff"
                stroke="#fff"
                strokeWidth={follow ? 0.5 : 2}
              />
            )}
          </svg>
          <Slider
            data-testid="track-slider"
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
          <Descriptions size="small" column={4} data-testid="track-info">
            <Descriptions.Item label={t('monitor.dataTime')}>
              <span data-testid="track-time">{formatTime(Math.floor(clock))}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.speed')}>
              <span data-testid="track-point-speed">{here?.speed ?? ''}</span>
            </Descriptions.Item>
            <Descriptions.Item label="SOC (%)">{here?.soc ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.points')}>
              <span data-testid="track-index">{`${index + 1} / ${points.length}`}</span>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </div>
  );
}
