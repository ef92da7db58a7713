import type { AlarmMetric, AlarmOperator } from '@chelian/contracts/resources/alarm/strategy';

/** The decoded values a rule can read from one report (null: not in this report). */
export type MetricValues = Record<AlarmMetric, number | null>;

/** One rule as the evaluator holds it: a strategy's condition or a model threshold. */
export interface Rule {
  /** 'c<condition id>' or 'm<threshold id>': the open-alarm key with the vehicle */
  key: string;
  source: 'STRATEGY' | 'MODEL';
  strategyId: number | null;
  name: string;
  metric: AlarmMetric;
  operator: AlarmOperator;
  threshold: number;
  durationMs: number;
  hysteresis: number;
  level: number;
}

/** An alarm as it is open (or about to be written). */
export interface OpenAlarm {
  /** null until written */
  id: number | null;
  startedAt: number;
  lastAt: number;
  peak: number;
  last: number;
  frames: number;
}

/** What one vehicle and one rule have seen. */
export interface RuleState {
  /** data time of the newest report evaluated: an older one arrived late and is not evaluated */
  seenAt: number;
  /** first report of the current run beyond the threshold (while no alarm is open) */
  pendingSince: number | null;
  open: OpenAlarm | null;
  /** first report of the current run back past the hysteresis band (while an alarm is open) */
  clearSince: number | null;
}

export type Step =
  | { kind: 'none' }
  | { kind: 'raise'; alarm: OpenAlarm }
  | { kind: 'hold'; alarm: OpenAlarm }
  | { kind: 'clear'; alarm: OpenAlarm; endedAt: number };

const NONE: Step = { kind: 'none' };

export const newState = (): RuleState => ({
  seenAt: -Infinity,
  pendingSince: null,
  open: null,
  clearSince: null,
});

/** Beyond the threshold. */
export const breaches = (rule: Rule, v: number): boolean =>
  rule.operator === 'GT' ? v > rule.threshold : v < rule.threshold;

/** Back on the safe side of the threshold by at least the hysteresis. */
const settled = (rule: Rule, v: number): boolean =>
  rule.operator === 'GT' ? v <= rule.threshold - rule.hysteresis : v >= rule.threshold + rule.hysteresis;

const worse = (rule: Rule, a: number, b: number): number =>
  rule.operator === 'GT' ? Math.max(a, b) : Math.min(a, b);

/**
 * Moves one rule's state by one report, in data-time order. Raising needs the value beyond the
 * threshold for the rule's duration, and a run is broken only by a value back past the hysteresis
 * band (a value hovering at the threshold keeps the run); clearing needs the value back past the
 * band for the duration, and a run is broken by any value beyond the threshold. So a value
 * hovering at the threshold raises one alarm, not one per crossing.
 */
export function step(rule: Rule, s: RuleState, at: number, v: number | null): Step {
  if (v === null || !Number.isFinite(v)) return NONE;
  if (at < s.seenAt) return NONE;
  s.seenAt = at;
  const open = s.open;
  if (!open) {
    if (breaches(rule, v)) s.pendingSince ??= at;
    else if (settled(rule, v)) s.pendingSince = null;
    if (s.pendingSince === null || at - s.pendingSince < rule.durationMs) return NONE;
    const alarm: OpenAlarm = { id: null, startedAt: s.pendingSince, lastAt: at, peak: v, last: v, frames: 1 };
    s.open = alarm;
    s.pendingSince = null;
    s.clearSince = null;
    return { kind: 'raise', alarm };
  }
  open.lastAt = at;
  open.last = v;
  open.peak = worse(rule, open.peak, v);
  open.frames++;
  if (settled(rule, v)) s.clearSince ??= at;
  else if (breaches(rule, v)) s.clearSince = null;
  if (s.clearSince === null || at - s.clearSince < rule.durationMs) return { kind: 'hold', alarm: open };
  const endedAt = s.clearSince;
  s.open = null;
  s.clearSince = null;
  return { kind: 'clear', alarm: open, endedAt };
}

/** Which value each model threshold item reads, and which limit it holds the value to. */
export const MODEL_ITEMS: Record<string, { metric: AlarmMetric; limit: 'upper' | 'lower' }> = {
  temperatureDiff: { metric: 'tempSpread', limit: 'upper' },
  batteryHighTemp: { metric: 'maxTemp', limit: 'upper' },
  packOverVoltage: { metric: 'voltage', limit: 'upper' },
  packUnderVoltage: { metric: 'voltage', limit: 'lower' },
  socLow: { metric: 'soc', limit: 'lower' },
  cellOverVoltage: { metric: 'maxCellVoltage', limit: 'upper' },
  cellUnderVoltage: { metric: 'minCellVoltage', limit: 'lower' },
  socHigh: { metric: 'soc', limit: 'upper' },
  insulation: { metric: 'insulation', limit: 'lower' },
  motorControllerTemp: { metric: 'motorControllerTemp', limit: 'upper' },
  motorTemp: { metric: 'motorTemp', limit: 'upper' },
};

/** The band a model threshold clears by: values jitter by about this much around a limit. */
export const MODEL_HYSTERESIS: Record<AlarmMetric, number> = {
  speed: 2,
  soc: 1,
  maxCellVoltage: 0.02,
  minCellVoltage: 0.02,
  cellVoltageSpread: 0.01,
  maxTemp: 1,
  tempSpread: 1,
  insulation: 10,
  voltage: 2,
  current: 2,
  motorTemp: 1,
  motorControllerTemp: 1,
};

/** How long a model threshold must be passed before it raises (and be back before it clears). */
export const MODEL_DURATION_MS = 10_000;
