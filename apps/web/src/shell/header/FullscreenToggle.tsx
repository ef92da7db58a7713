import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import { useTranslation } from 'react-i18next';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const action = document.fullscreenElement
      ? document.exitFullscreen?.()
      : document.documentElement.requestFullscreen?.();
    action?.catch(() => undefined);
  };
  const label = full ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        data-testid="header-fullscreen"
        aria-label={label}
        aria-pressed={full}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
