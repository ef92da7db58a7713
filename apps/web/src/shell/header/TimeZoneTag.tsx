import { Tag, Tooltip } from 'antd';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';
import { browserZone, displayZone } from '../../utils/format';

/** The zone's name in a language: "中国时间", "Germany Time" (Intl's generic names). */
function zoneName(timeZone: string, lang: string, style: 'shortGeneric' | 'longGeneric'): string {
  const part = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: style })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * "UTC+08:00 中国时间" when the tenant's zone, in which every time is shown, runs on another clock
 * than the browser's (a Berlin browser of a Shanghai tenant: 7 or 6 hours apart); nothing otherwise.
 */
export function TimeZoneTag() {
  const { t, i18n } = useTranslation();
  // read from the session so the tag follows a sign-in to another tenant
  useSession((s) => s.user?.tenant?.timeZone);
  const zone = displayZone();
  const offset = dayjs().tz(zone).format('Z');
  if (offset === dayjs().format('Z')) return null;
  const lang = i18n.language;
  return (
    <Tooltip
      title={t('header.timeZone', {
        zone,
        name: zoneName(zone, lang, 'longGeneric'),
        local: browserZone(),
      })}
    >
      <Tag
        data-testid="header-time-zone"
        icon={<ClockCircleOutlined />}
        bordered={false}
        style={{ marginInlineEnd: 4, cursor: 'default' }}
      >
        UTC{offset} {zoneName(zone, lang, 'shortGeneric')}
      </Tag>
    </Tooltip>
  );
}
