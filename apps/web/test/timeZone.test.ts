import './setup';
import { beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { defineResourceSpec } from '@chelian/contracts/resource';
import { searchDefs } from '../src/engine/schema';
import { toSearchPayload } from '../src/engine/values';
import { sessionStore } from '../src/state/session';
import { displayZone, formatTime, fromPickerTime, toPickerTime } from '../src/utils/format';

const l = (text: string) => ({ 'zh-CN': text, 'en-US': text, 'zh-TW': text });
const spec = defineResourceSpec({
  name: 'zoned',
  module: 'zoned',
  service: 'system-svc',
  base: 'zoned/V1.0',
  title: l('Zoned'),
  optionLabel: 'name',
  fields: {
    name: { label: l('Name'), type: 'text' },
    day: { label: l('Day'), type: 'date', search: 'range' },
  },
});

/** 2026-01-01 00:00 UTC: 08:00 in Shanghai, whatever the runner's zone. */
const NEW_YEAR = Date.UTC(2026, 0, 1);

describe("times on the tenant's clock, not the browser's", () => {
  beforeAll(() => {
    sessionStore.set({ user: { tenant: { timeZone: 'Asia/Shanghai' } } as never });
  });

  it('shows an instant as the tenant clock reads it', () => {
    expect(displayZone()).toBe('Asia/Shanghai');
    expect(formatTime(NEW_YEAR)).toBe('2026-01-01 08:00:00');
    expect(formatTime(String(NEW_YEAR - 9 * 3_600_000), 'YYYY-MM-DD')).toBe('2025-12-31');
  });

  it('puts the tenant wall time in a picker and reads a picked one back as its instant', () => {
    const picked = toPickerTime(NEW_YEAR);
    expect(picked.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 08:00:00');
    expect(fromPickerTime(picked)).toBe(NEW_YEAR);
    expect(fromPickerTime(dayjs('2026-07-01T12:30:00'))).toBe(Date.UTC(2026, 6, 1, 4, 30));
  });

  it('searches a picked day as that whole day of the tenant', () => {
    const day = dayjs('2026-01-01T15:00:00');
    expect(toSearchPayload(searchDefs(spec), { 'dayStart&dayEnd': [day, day] })).toEqual({
      dayStart: Date.UTC(2025, 11, 31, 16),
      dayEnd: Date.UTC(2026, 0, 1, 16) - 1,
    });
  });

  it('falls back to Asia/Shanghai for a session saved without a zone', () => {
    sessionStore.set({ user: { tenant: {} } as never });
    expect(displayZone()).toBe('Asia/Shanghai');
  });
});
