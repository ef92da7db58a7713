import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonitorRow } from '@chelian/contracts/monitor';
import { formatTime } from '../../utils/format';

const day = (v: number | null) => formatTime(v).slice(0, 10);

/**
 * Basic info of the single-vehicle view: every field of the vehicle monitor row: the archive (type, organisation, customer, sale and service), the terminal and its
 * chip, the register flags with the GB4 and GB6 filing status, the live state and the last fix.
 */
export function BasicInfoTab({ info }: { info: MonitorRow }) {
  const { t } = useTranslation();
  const yes = (v: 0 | 1) => (v ? t('monitor.yes') : t('monitor.no'));
  const item = (key: string, label: string, value: ReactNode) => (
    <Descriptions.Item key={key} label={label}>
      <span data-testid={`basic-${key}`}>{value ?? ''}</span>
    </Descriptions.Item>
  );
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="single-vehicle-basic">
      {item('vin', 'VIN', info.vin)}
      {item('plateCode', t('monitor.plate'), info.plateCode)}
      {item('modelName', t('monitor.model'), info.modelName)}
      {item('typeName', t('monitor.vehicleType'), info.typeName)}
      {item('orgName', t('monitor.orgName'), info.orgName)}
      {item('customerName', t('monitor.customerName'), info.customerName)}
      {item(
        'saleStatus',
        t('monitor.saleStatus'),
        t(`monitor.saleStatuses.${info.saleStatus}`, { defaultValue: info.saleStatus }),
      )}
      {item('saleDate', t('monitor.saleDate'), day(info.saleDate))}
      {item('serviceStartDate', t('monitor.serviceStartDate'), day(info.serviceStartDate))}
      {item('serviceEndDate', t('monitor.serviceEndDate'), day(info.serviceEndDate))}
      {item('lockStatus', t('monitor.lockStatus'), info.lockStatusText)}
      {item('terminalCode', t('monitor.terminalCode'), info.terminalCode)}
      {item('simCode', t('monitor.simCode'), info.simCode)}
      {item('chipCode', t('monitor.chipCode'), info.chipCode)}
      {item('chipModel', t('monitor.chipModel'), info.chipModel)}
      {item('chipFactory', t('monitor.chipFactory'), info.chipFactory)}
      {item('chipRegister', t('monitor.chipRegister'), yes(info.chipRegister))}
      {item('terminalRegister', t('monitor.terminalRegister'), yes(info.terminalRegister))}
      {item('vehicleRegister', t('monitor.vehicleRegister'), yes(info.vehicleRegister))}
      {item(
        'vehicleRegisterGb4',
        t('monitor.vehicleRegisterGb4'),
        info.vehicleRegisterGb4Text ?? t('monitor.notFiled'),
      )}
      {item(
        'vehicleRegisterGb6',
        t('monitor.vehicleRegisterGb6'),
        info.vehicleRegisterGb6Text ?? t('monitor.notFiled'),
      )}
      {item(
        'onlineStatus',
        t('monitor.online'),
        info.onlineStatus ? t('monitor.onlineYes') : t('monitor.onlineNo'),
      )}
      {item('acc', 'ACC', info.acc ? 'ON' : 'OFF')}
      {item('gps', 'GPS', yes(info.gps))}
      {item('gpsAddress', t('monitor.location'), info.gpsAddress)}
      {item('lastLon', t('monitor.lng'), info.lastLon)}
      {item('lastLat', t('monitor.lat'), info.lastLat)}
      {item('gpsTime', t('monitor.gpsTime'), formatTime(info.gpsTime))}
      {item('dataUpdateTime', t('monitor.dataUpdateTime'), formatTime(info.dataUpdateTime))}
      {item('loginTime', t('monitor.loginTime'), formatTime(info.loginTime))}
      {item('logoutTime', t('monitor.logoutTime'), formatTime(info.logoutTime))}
      {item('totalWorkTime', t('monitor.workTime'), (info.totalWorkTime / 3600).toFixed(1))}
    </Descriptions>
  );
}
