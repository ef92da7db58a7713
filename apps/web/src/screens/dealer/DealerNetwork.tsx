import { useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { DealerList } from './DealerList';
import { DealerMap } from './DealerMap';

/**
 * The dealer network (dealer/dealer-network): the dealers with their linked vehicles, or the
 * network on the map, each dealer at its position with its picture.
 */
export default function DealerNetwork() {
  const { t } = useTranslation();
  const [view, setView] = useState<'list' | 'map'>('list');
  return (
    <>
      <Segmented
        data-testid="dealer-view"
        style={{ marginBottom: 12 }}
        value={view}
        onChange={(v) => setView(v as 'list' | 'map')}
        options={[
          { value: 'list', label: t('dealer.list') },
          { value: 'map', label: t('dealer.map') },
        ]}
      />
      {view === 'list' ? <DealerList kind="DEALER" /> : <DealerMap />}
    </>
  );
}
