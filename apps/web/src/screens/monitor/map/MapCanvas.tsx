import { useEffect, useRef } from 'react';
import { MAP_STATES } from '@chelian/contracts/monitor';
import { CHINA_PROVINCES } from '@chelian/contracts/geo/china-provinces';
import { STATE_COLOURS } from '../parts';
import { clusterPoints, clusterState, type Cluster } from './cluster';
import type { FleetPoints } from './fleetPoints';
import { TILE, project, toScreen, zoomAt, type View } from './mercator';

/** Province rings in zoom-0 world pixels, computed once. */
const BASEMAP = CHINA_PROVINCES.map((p) => ({
  name: p.name,
  centre: project(...p.centre),
  rings: p.rings.map((r) => r.map(([lng, lat]) => project(lng, lat))),
}));
const [CHINA_X, CHINA_Y] = project(104.5, 35.5);

export interface MapCanvasProps {
  points: FleetPoints | null;
  /** bumped when points changed in place */
  version: number;
  tileUrl: string;
  lang: 'zh-CN' | 'en-US' | 'zh-TW';
  onOpen: (vin: string) => void;
  /** frame times of redraws, for the browser benchmark */
  onFrame?: (ms: number) => void;
}

const tileCache = new Map<string, HTMLImageElement>();

/**
 * The distribution map on one canvas: the offline province basemap (or tiles of the configured
 * provider), markers clustered on a screen grid and coloured by state; drag to pan, wheel to
 * zoom, click a cluster to zoom in and a vehicle to open it.
 */
export function MapCanvas({ points, version, tileUrl, lang, onOpen, onFrame }: MapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const view = useRef<View>({ cx: CHINA_X, cy: CHINA_Y, zoom: 4, width: 800, height: 600 });
  const clusters = useRef<Cluster[]>([]);
  const pending = useRef<number | null>(null);
  const latest = useRef({ points, tileUrl, lang, onFrame });
  latest.current = { points, tileUrl, lang, onFrame };

  const draw = () => {
    pending.current = null;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const started = performance.now();
    const v = view.current;
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, v.width, v.height);
    const screen = (x: number, y: number) => toScreen(v, x, y);
    const { points: pts, tileUrl: url, lang: language } = latest.current;
    if (url) drawTiles(ctx, v, url, schedule);
    else drawBasemap(ctx, screen, language, v.zoom);
    if (pts) {
      clusters.current = clusterPoints(pts.xs, pts.ys, pts.states, screen, v.width, v.height);
      for (const c of clusters.current) {
        const colour = STATE_COLOURS[MAP_STATES[clusterState(c)]!];
        ctx.fillStyle = colour;
        if (c.count === 1) {
          ctx.beginPath();
          ctx.arc(c.x, c.y, 5, 0, Math.PI * 2);
          ctx.fill();
          ctx.strokeStyle = '#fff';
          ctx.lineWidth = 1.5;
          ctx.stroke();
        } else {
          const r = 12 + Math.min(14, Math.log10(c.count) * 6);
          ctx.globalAlpha = 0.85;
          ctx.beginPath();
          ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
          ctx.fill();
          ctx.globalAlpha = 1;
          ctx.fillStyle = '#fff';
          ctx.font = '12px sans-serif';
          ctx.textAlign = 'center';
          ctx.textBaseline = 'middle';
          ctx.fillText(String(c.count), c.x, c.y);
        }
      }
    }
    latest.current.onFrame?.(performance.now() - started);
  };
  const schedule = () => {
    if (pending.current === null) pending.current = requestAnimationFrame(draw);
  };

  // draw reads the props through `latest`; these say when to draw again
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => schedule(), [points, version, tileUrl, lang]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(rect.width * ratio));
      canvas.height = Math.max(1, Math.round(rect.height * ratio));
      view.current = { ...view.current, width: rect.width, height: rect.height };
      schedule();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    let drag: { x: number; y: number; moved: boolean } | null = null;
    const down = (e: PointerEvent) => {
      drag = { x: e.clientX, y: e.clientY, moved: false };
      canvas.setPointerCapture(e.pointerId);
    };
    const move = (e: PointerEvent) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
      const k = 2 ** view.current.zoom;
      view.current = { ...view.current, cx: view.current.cx - dx / k, cy: view.current.cy - dy / k };
      drag.x = e.clientX;
      drag.y = e.clientY;
      schedule();
    };
    const up = (e: PointerEvent) => {
      const wasClick = drag && !drag.moved;
      drag = null;
      if (!wasClick) return;
      const rect = canvas.getBoundingClientRect();
      const sx = e.clientX - rect.left;
      const sy = e.clientY - rect.top;
      const hit = clusters.current.find((c) => Math.hypot(c.x - sx, c.y - sy) <= (c.count === 1 ? 8 : 20));
      const pts = latest.current.points;
      if (!hit || !pts) return;
      if (hit.count === 1) onOpenRef.current(pts.vins[hit.first]!);
      else {
        view.current = zoomAt(view.current, hit.x, hit.y, view.current.zoom + 2);
        schedule();
      }
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      view.current = zoomAt(
        view.current,
        e.clientX - rect.left,
        e.clientY - rect.top,
        view.current.zoom - Math.sign(e.deltaY) * 0.5,
      );
      schedule();
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('wheel', wheel, { passive: false });
    return () => {
      observer.disconnect();
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('wheel', wheel);
      if (pending.current !== null) cancelAnimationFrame(pending.current);
    };
    // the handlers read everything through refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  return (
    <canvas
      ref={canvasRef}
      data-testid="map-canvas"
      style={{ width: '100%', height: '100%', display: 'block', touchAction: 'none', cursor: 'grab' }}
    />
  );
}

function drawBasemap(
  ctx: CanvasRenderingContext2D,
  screen: (x: number, y: number) => [number, number],
  lang: MapCanvasProps['lang'],
  zoom: number,
) {
  ctx.fillStyle = 'rgba(22, 119, 255, 0.06)';
  ctx.strokeStyle = 'rgba(22, 119, 255, 0.45)';
  ctx.lineWidth = 1;
  for (const p of BASEMAP) {
    ctx.beginPath();
    for (const ring of p.rings) {
      ring.forEach(([x, y], i) => {
        const [sx, sy] = screen(x, y);
        if (i === 0) ctx.moveTo(sx, sy);
        else ctx.lineTo(sx, sy);
      });
      ctx.closePath();
    }
    ctx.fill('evenodd');
    ctx.stroke();
  }
  if (zoom < 4.5) return;
  ctx.fillStyle = 'rgba(0, 0, 0, 0.45)';
  ctx.font = '11px sans-serif';
  ctx.textAlign = 'center';
  for (const p of BASEMAP) {
    const [sx, sy] = screen(...p.centre);
    ctx.fillText(p.name[lang], sx, sy - 8);
  }
}

function drawTiles(ctx: CanvasRenderingContext2D, v: View, url: string, redraw: () => void) {
  const z = Math.max(0, Math.min(18, Math.floor(v.zoom)));
  const scale = 2 ** (v.zoom - z);
  const size = TILE * scale;
  const k = 2 ** v.zoom;
  const left = v.cx * k - v.width / 2;
  const top = v.cy * k - v.height / 2;
  const count = 2 ** z;
  for (let ty = Math.floor(top / size); ty <= Math.floor((top + v.height) / size); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / size); tx <= Math.floor((left + v.width) / size); tx++) {
      const wrapped = ((tx % count) + count) % count;
      const src = url.replace('{z}', String(z)).replace('{x}', String(wrapped)).replace('{y}', String(ty));
      let img = tileCache.get(src);
      if (!img) {
        img = new Image();
        img.crossOrigin = 'anonymous';
        img.onload = redraw;
        img.src = src;
        tileCache.set(src, img);
      }
      if (img.complete && img.naturalWidth > 0)
        ctx.drawImage(img, tx * size - left, ty * size - top, size, size);
    }
  }
}
