import { describe, expect, it } from 'vitest';
import { decodeOtaProgress, encodeOtaProgress } from '@chelian/gb32960';
import { text, type TextKey } from '@chelian/contracts';
import {
  OTA_OPERATE_STATUSES,
  OTA_REPLY_CODES,
  OTA_TASK_STATUSES,
  OTA_UPGRADE_STATUSES,
} from '@chelian/contracts/resources/ota/index';
import {
  assertMove,
  canMove,
  isUpgradeFinal,
  replyEffect,
  waveCapacity,
  waveDecision,
} from '../src/domains/ota/states';

/**
 * The machines of 001 §4 as this test reads them, written out apart from the code: every pair of
 * states is checked against these lists, the legal ones allowed and every other one refused.
 */
const LEGAL = {
  task: { INIT: ['START', 'CLOSED'], START: ['CLOSED'], CLOSED: [] },
  operate: {
    INIT: ['READY', 'CLOSED'],
    READY: ['TASK_START', 'CLOSED'],
    TASK_START: ['START', 'COMPLETED', 'READY', 'CLOSED'],
    START: ['COMPLETED', 'CLOSED'],
    COMPLETED: ['TASK_START'],
    CLOSED: ['TASK_START'],
  },
  upgrade: {
    INIT: ['START'],
    START: ['DOWNLOADING', 'DOWNLOAD_FAILED', 'FAILED'],
    DOWNLOADING: ['DOWNLOADING', 'DOWNLOADED', 'DOWNLOAD_FAILED', 'FAILED'],
    DOWNLOADED: ['STARTED', 'STARTING', 'FAILED'],
    STARTED: ['STARTING', 'SUCCESS', 'STARTFAIL_ROLLBACKING', 'FAILED'],
    STARTING: ['STARTING', 'SUCCESS', 'STARTFAIL_ROLLBACKING', 'FAILED'],
    STARTFAIL_ROLLBACKING: ['ROLLBACK_SUCCESS', 'ROLLBACK_FAILED'],
    ROLLBACK_SUCCESS: ['START'],
    ROLLBACK_FAILED: ['START'],
    DOWNLOAD_FAILED: ['START'],
    FAILED: ['START'],
    SUCCESS: [],
  },
} as const;
const STATES = { task: OTA_TASK_STATUSES, operate: OTA_OPERATE_STATUSES, upgrade: OTA_UPGRADE_STATUSES };

describe('OTA state machines (001 §4)', () => {
  for (const machine of ['task', 'operate', 'upgrade'] as const) {
    const states = STATES[machine];
    const legal = LEGAL[machine] as Record<string, readonly string[]>;
    for (const from of states)
      for (const to of states) {
        const allowed = legal[from]!.includes(to);
        it(`${machine}: ${from} -> ${to} is ${allowed ? 'legal' : 'refused'}`, () => {
          expect(canMove(machine, from, to)).toBe(allowed);
          if (allowed) expect(() => assertMove(machine, from, to, 'en-US')).not.toThrow();
          else
            expect(() => assertMove(machine, from, to, 'en-US', 'V1')).toThrowError(
              expect.objectContaining({ status: 409, code: `OTA_ILLEGAL_${machine.toUpperCase()}` }),
            );
        });
      }
  }

  it('an illegal step names both states in the caller’s language', () => {
    try {
      assertMove('task', 'CLOSED', 'START', 'en-US');
      expect.unreachable();
    } catch (err) {
      expect((err as { params: Record<string, string> }).params).toMatchObject({
        from: 'Closed',
        to: 'Enabled',
      });
    }
    try {
      assertMove('upgrade', 'SUCCESS', 'START', 'zh-CN');
      expect.unreachable();
    } catch (err) {
      expect((err as { params: Record<string, string> }).params).toMatchObject({
        from: '升级成功',
        to: '已下发升级指令',
      });
    }
  });
});

describe('reply codes 0x01-0x23', () => {
  it('each code has a text in three languages and moves the upgrade to a state the machine knows', () => {
    expect(OTA_REPLY_CODES).toHaveLength(0x23);
    for (const code of OTA_REPLY_CODES) {
      const t = text(`ota.replyCode.${code}` as TextKey);
      for (const lang of ['zh-CN', 'en-US', 'zh-TW'] as const) {
        expect(t[lang]).toBeTruthy();
        expect(t[lang]).not.toContain('ota.replyCode');
      }
      expect(OTA_UPGRADE_STATUSES).toContain(replyEffect(Number(code)).upgrade);
    }
    expect(new Set(OTA_REPLY_CODES.map((c) => text(`ota.replyCode.${c}` as TextKey)['en-US'])).size).toBe(
      0x23,
    );
  });

  it('maps success, download, flash, rollback and refusals as docs/ota.md lists them', () => {
    expect(replyEffect(0x01).upgrade).toBe('SUCCESS');
    expect(replyEffect(0x03).upgrade).toBe('DOWNLOADING');
    expect(replyEffect(0x04)).toEqual({ upgrade: 'DOWNLOADED', download: 'SUCCESS' });
    expect(replyEffect(0x06)).toEqual({ upgrade: 'DOWNLOAD_FAILED', download: 'FAILED' });
    expect(replyEffect(0x07).upgrade).toBe('STARTED');
    expect(replyEffect(0x08).upgrade).toBe('STARTING');
    expect(replyEffect(0x0a).upgrade).toBe('STARTFAIL_ROLLBACKING');
    expect(replyEffect(0x0c).upgrade).toBe('ROLLBACK_SUCCESS');
    expect(replyEffect(0x0d).upgrade).toBe('ROLLBACK_FAILED');
    for (const refusal of [0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16])
      expect(replyEffect(refusal).upgrade).toBe('FAILED');
    expect(replyEffect(0x18).upgrade).toBe('DOWNLOADING');
    for (const s of ['SUCCESS', 'FAILED', 'DOWNLOAD_FAILED', 'ROLLBACK_SUCCESS', 'ROLLBACK_FAILED'] as const)
      expect(isUpgradeFinal(s)).toBe(true);
  });

  it('the vendor extension frame round-trips and refuses what is not one', () => {
    const hex = encodeOtaProgress({
      code: 0x03,
      progress: 42,
      received: 123_456,
      total: 300_000,
      version: '1.2.3',
    });
    expect(hex.slice(0, 4)).toBe('032A');
    expect(decodeOtaProgress(hex)).toEqual({
      code: 3,
      progress: 42,
      received: 123_456,
      total: 300_000,
      version: '1.2.3',
    });
    expect(
      decodeOtaProgress(
        encodeOtaProgress({ code: 0x11, progress: null, received: 0, total: 0, version: '' }),
      ),
    ).toMatchObject({
      code: 0x11,
      progress: null,
    });
    expect(decodeOtaProgress('00')).toBeNull();
    expect(decodeOtaProgress(hex.slice(0, -2))).toBeNull(); // length byte says more
    expect(decodeOtaProgress('24' + hex.slice(2))).toBeNull(); // code 0x24
    expect(decodeOtaProgress('0365' + hex.slice(4))).toBeNull(); // progress 101
  });
});

describe('waves', () => {
  it('sizes a wave by count or percentage', () => {
    expect(waveCapacity('COUNT', 2, 5)).toBe(2);
    expect(waveCapacity('COUNT', 9, 5)).toBe(5);
    expect(waveCapacity('PERCENT', 34, 3)).toBe(2);
    expect(waveCapacity('PERCENT', 100, 7)).toBe(7);
    expect(waveCapacity('PERCENT', 1, 7)).toBe(1);
  });
  it('pauses past the error threshold, advances at the success threshold, and stops a finished wave short of it', () => {
    expect(waveDecision({ total: 10, success: 2, failed: 3 }, 80, 20)).toBe('pause');
    expect(waveDecision({ total: 10, success: 8, failed: 1 }, 80, 20)).toBe('advance');
    expect(waveDecision({ total: 10, success: 5, failed: 1 }, 80, 20)).toBe('wait');
    expect(waveDecision({ total: 10, success: 8, failed: 2 }, 90, 20)).toBe('pause');
    expect(waveDecision({ total: 4, success: 0, failed: 0 }, 100, 0)).toBe('wait');
    expect(waveDecision({ total: 4, success: 0, failed: 1 }, 100, 0)).toBe('pause');
  });
});
