import { useEffect } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListController } from '../../engine/controllers';

const SECONDS = 10;

/** Refreshes a list of live alarms every few seconds while the screen is open, and says so. */
export function LiveRefresh({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const { refresh } = list;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, SECONDS * 1000);
    return () => clearInterval(timer);
  }, [refresh]);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('alarm.live', { seconds: SECONDS })}
    </Typography.Text>
  );
}
