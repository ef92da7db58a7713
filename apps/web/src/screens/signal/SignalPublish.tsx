import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '../../engine';
import { localize } from '../../engine/text';
import { useCan } from '../../hooks/useCan';
import { PublishTemplateDialog } from './PublishTemplateDialog';
import { signalResourceSpecs } from './specs';

/** Each series with the template it runs: publish another or cancel; the history beside it. */
export default function SignalPublish() {
  const { t } = useTranslation();
  const can = useCan();
  const [tab, setTab] = useState('series');
  const series = (
    <ResourceScreen
      spec={signalResourceSpecs.signalPublishSeries}
      dialogs={{ publishTemplate: PublishTemplateDialog }}
    />
  );
  if (!can(signalResourceSpecs.signalPublishHistory.module, 'view')) return series;
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'series', label: localize(signalResourceSpecs.signalPublishSeries.title), children: series },
        {
          key: 'history',
          label: <span data-testid="signalPublish-history-tab">{t('signal.history')}</span>,
          children: <ResourceScreen spec={signalResourceSpecs.signalPublishHistory} />,
        },
      ]}
    />
  );
}
