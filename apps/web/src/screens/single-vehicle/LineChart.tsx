import { formatTime } from '../../utils/format';

export interface Series {
  key: string;
  name: string;
  points: { x: number; y: number }[];
}

const COLOURS = ['#1677ff', '#f5222d', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2'];
const W = 800;
const H = 260;
const PAD = { left: 48, right: 16, top: 16, bottom: 28 };

/**
 * A small SVG line chart: one line per series, each scaled to its own range (values of different
 * units side by side) or all to one (one value of several vehicles), time on the x axis. Drawn without a chart library to keep the screen light.
 */
export function LineChart({
  series,
  testId,
  sharedScale = false,
}: {
  series: Series[];
  testId: string;
  sharedScale?: boolean;
}) {
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return null;
  const allY = all.map((p) => p.y);
  const shared = sharedScale ? ([Math.min(...allY), Math.max(...allY)] as const) : null;
  const minX = Math.min(...all.map((p) => p.x));
  const maxX = Math.max(...all.map((p) => p.x));
  const sx = (x: number) => PAD.left + ((x - minX) / Math.max(1, maxX - minX)) * (W - PAD.left - PAD.right);
  return (
    <svg data-testid={testId} viewBox={`0 0 ${W} ${H}`} style={{ width: '100%', maxHeight: 300 }} role="img">
      <line
        x1={PAD.left}
        y1={H - PAD.bottom}
        x2={W - PAD.right}
        y2={H - PAD.bottom}
        stroke="currentColor"
        opacity={0.3}
      />
      <text x={PAD.left} y={H - 8} fontSize={11} fill="currentColor">
        {formatTime(minX)}
      </text>
      <text x={W - PAD.right} y={H - 8} fontSize={11} fill="currentColor" textAnchor="end">
        {formatTime(maxX)}
      </text>
      {series.map((s, i) => {
        const ys = s.points.map((p) => p.y);
        const minY = shared ? shared[0] : Math.min(...ys);
        const maxY = shared ? shared[1] : Math.max(...ys);
        const sy = (y: number) =>
          H - PAD.bottom - ((y - minY) / Math.max(1e-9, maxY - minY)) * (H - PAD.top - PAD.bottom);
        const colour = COLOURS[i % COLOURS.length];
        const d = s.points
          .map((p, j) => `${j ? 'L' : 'M'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`)
          .join('');
        return (
          <g key={s.key} data-testid={`${testId}-series-${s.key}`}>
            <path d={d} fill="none" stroke={colour} strokeWidth={1.5} />
            <text x={PAD.left + 4 + i * 150} y={PAD.top - 2} fontSize={11} fill={colour}>
              {`${s.name} ${minY}–${maxY}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
