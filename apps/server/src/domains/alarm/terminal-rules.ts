import type { TerminalAlarmKind } from '@chelian/contracts/resources/alarm/terminal';

/** Published when terminal alarm items, strategies or their vehicles change: workers reload. */
export const TERMINAL_RULES_CHANGED = 'alarm.terminal.rules.changed';

/** One terminal alarm item as the worker holds it. */
export interface TerminalRule {
  itemId: number;
  tenantId: number;
  name: string;
  kind: TerminalAlarmKind;
  threshold: number;
  windowMs: number;
  level: number;
}

/**
 * What one terminal did, in time order, as the items read it:
 * - loginFail: a refused login; login: an accepted one;
 * - badFrame: a frame refused for its check byte;
 * - report: an accepted report (reissued or real-time, with the gap between its data time and its arrival).
 */
export type TerminalEvent =
  | { at: number; type: 'loginFail' | 'login' | 'badFrame' }
  | { at: number; type: 'report'; reissue: boolean; driftSeconds: number };

export interface OpenTerminalAlarm {
  /** null until written */
  id: number | null;
  startedAt: number;
  lastAt: number;
  value: number;
  count: number;
}

export interface TerminalRuleState {
  /** times of the counted events within the window */
  events: number[];
  open: OpenTerminalAlarm | null;
}

export type TerminalStep =
  | { kind: 'none' }
  | { kind: 'raise' | 'hold'; alarm: OpenTerminalAlarm }
  | { kind: 'clear'; alarm: OpenTerminalAlarm; endedAt: number };

const NONE: TerminalStep = { kind: 'none' };

export const newTerminalState = (): TerminalRuleState => ({ events: [], open: null });

/** Which events a counting item counts, and which show the terminal behaving again. */
const COUNTED: Partial<Record<TerminalAlarmKind, (e: TerminalEvent) => 'count' | 'good' | null>> = {
  LOGIN_FAIL: (e) => (e.type === 'loginFail' ? 'count' : e.type === 'login' ? 'good' : null),
  BAD_BCC: (e) =>
    e.type === 'badFrame' ? 'count' : e.type === 'report' || e.type === 'login' ? 'good' : null,
  REISSUE_BACKLOG: (e) => (e.type !== 'report' ? null : e.reissue ? 'count' : 'good'),
};

/**
 * Moves one item's state by one event of its terminal. Counting items raise when the window holds
 * `threshold` events (at the first of them), hold while events go on, and clear at the first good
 * event a whole window after the last counted one. Clock drift raises on the first real-time
 * report past the limit and clears on the first one within it. Offline alarms are raised by the
 * offline job; any report or login clears them.
 */
export function terminalStep(rule: TerminalRule, s: TerminalRuleState, e: TerminalEvent): TerminalStep {
  const open = s.open;
  if (rule.kind === 'OFFLINE') {
    if (!open || (e.type !== 'report' && e.type !== 'login')) return NONE;
    s.open = null;
    return { kind: 'clear', alarm: open, endedAt: e.at };
  }
  if (rule.kind === 'CLOCK_DRIFT') {
    if (e.type !== 'report' || e.reissue) return NONE;
    if (e.driftSeconds > rule.threshold) {
      if (open) {
        open.lastAt = Math.max(open.lastAt, e.at);
        open.value = e.driftSeconds;
        open.count++;
        return { kind: 'hold', alarm: open };
      }
      const alarm: OpenTerminalAlarm = {
        id: null,
        startedAt: e.at,
        lastAt: e.at,
        value: e.driftSeconds,
        count: 1,
      };
      s.open = alarm;
      return { kind: 'raise', alarm };
    }
    if (!open) return NONE;
    s.open = null;
    return { kind: 'clear', alarm: open, endedAt: e.at };
  }
  const role = COUNTED[rule.kind]?.(e) ?? null;
  if (role === null) return NONE;
  const from = e.at - rule.windowMs;
  while (s.events.length > 0 && s.events[0]! < from) s.events.shift();
  if (role === 'count') {
    s.events.push(e.at);
    if (open) {
      open.lastAt = Math.max(open.lastAt, e.at);
      open.count++;
      open.value = s.events.length;
      return { kind: 'hold', alarm: open };
    }
    if (s.events.length < Math.max(1, rule.threshold)) return NONE;
    const alarm: OpenTerminalAlarm = {
      id: null,
      startedAt: s.events[0]!,
      lastAt: e.at,
      value: s.events.length,
      count: s.events.length,
    };
    s.open = alarm;
    return { kind: 'raise', alarm };
  }
  if (!open || e.at - open.lastAt < rule.windowMs) return NONE;
  s.open = null;
  s.events = [];
  return { kind: 'clear', alarm: open, endedAt: e.at };
}

/** Great-circle distance in km between two WGS-84 points. */
export function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371.0088 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Faster than any road vehicle: a move between two fixes implying more is a jump of the fix. */
export const JUMP_KMH = 250;
/** Below this distance a fast move is the jitter of a fix taken a moment after the last one. */
export const JUMP_MIN_KM = 2;
/** A fix unchanged this long while the vehicle reports this speed is frozen. */
export const FROZEN_MS = 120_000;
export const FROZEN_KMH = 10;
