import { describe, expect, it } from 'vitest';
import { gbEnumCode, gbEnumCodesOf, gbEnumLabel } from '@chelian/contracts/gb32960-enums';
import { reportValueText } from '../src/screens/single-vehicle/valueLabels';

describe('GB/T 32960 enumerations: codes everywhere, labels from one table', () => {
  it('shows the label of each code in the current language', () => {
    expect(reportValueText('vehicleStatus', 1, 'vehicle', 'zh-CN')).toBe('启动');
    expect(reportValueText('gear', 14, 'vehicle', 'en-US')).toBe('Drive');
    expect(reportValueText('status', 1, 'motors', 'zh-TW')).toBe('耗電');
    expect(reportValueText('status', 2, 'engine', 'en-US')).toBe('Off');
    expect(reportValueText('coordSystem', 2, 'position', 'en-US')).toBe('GCJ02');
    expect(reportValueText('dcdcStatus', 1, 'fuelCell', 'zh-CN')).toBe('工作');
    // not an enumeration, and codes the standard leaves open
    expect(reportValueText('speed', 52.5, 'vehicle', 'en-US')).toBe('52.5');
    expect(reportValueText('gear', 9, 'vehicle', 'en-US')).toBe('9');
    expect(reportValueText('status', null, 'motors', 'en-US')).toBe('');
  });

  it('reads the names rows stored before codes held, so no stored value is lost', () => {
    expect(gbEnumCode('motorStatus', 'consuming')).toBe(1);
    expect(gbEnumCode('gear', 'D')).toBe(14);
    expect(gbEnumLabel('coordSystem', 'GCJ02', 'zh-CN')).toBe('GCJ02');
    expect(reportValueText('status', 'generating', 'motors', 'en-US')).toBe('Generating');
    const old = {
      coordSystem: 'WGS84',
      motors: [{ no: 1, status: 'ready' }],
      engine: { status: 'on' },
      fuelCell: { dcdcStatus: 'off' },
    };
    expect(gbEnumCodesOf(old)).toEqual({
      coordSystem: 1,
      motors: [{ no: 1, status: 4 }],
      engine: { status: 1 },
      fuelCell: { dcdcStatus: 2 },
    });
  });
});
