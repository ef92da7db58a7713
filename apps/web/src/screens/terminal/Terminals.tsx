import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { operationPermission } from '@chelian/contracts/resource';
import { ResourceScreen, SubResourceDrawer, localize } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { SimCardSelect } from './SimCardSelect';
import { TerminalDetailDrawer } from './TerminalDetailDrawer';
import { archiveExtraResourceSpecs, terminalResourceSpecs } from './specs';

/** Views of the terminals without a menu screen of their own, opened from the terminal list. */
const VIEWS = {
  check: archiveExtraResourceSpecs.terminalCheck,
  cert: archiveExtraResourceSpecs.terminalCert,
  bindRecord: archiveExtraResourceSpecs.terminalBindRecord,
} as const;
type View = keyof typeof VIEWS;

/**
 * Terminals: TUID, model, supplier, SIM card (chosen among unused ones), versions and chain type;
 * the checks, certificates and bind records open in drawers, and each row its detail with the
 * free terminals of the same chain.
 */
export default function Terminals() {
  const { t } = useTranslation();
  const can = useCan();
  const [view, setView] = useState<View | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const canView = can('terminals', operationPermission(VIEWS.check, 'page'));
  return (
    <ResourceScreen
      spec={terminalResourceSpecs.terminal}
      fields={{ simCardId: { widget: 'custom', input: (props) => <SimCardSelect {...props} /> } }}
      rowActions={(row) => (
        <Button
          type="link"
          size="small"
          data-testid={`terminal-detail-${String(row.id)}`}
          onClick={() => setDetailId(Number(row.id))}
        >
          {t('terminal.detail')}
        </Button>
      )}
      toolbar={{
        extra: canView ? (
          <Space>
            {(Object.keys(VIEWS) as View[]).map((key) => (
              <Button key={key} data-testid={`terminal-view-${key}`} onClick={() => setView(key)}>
                {localize(VIEWS[key].title)}
              </Button>
            ))}
          </Space>
        ) : null,
      }}
    >
      {() => (
        <>
          {view ? (
            <SubResourceDrawer
              spec={VIEWS[view]}
              fixed={{}}
              title={localize(VIEWS[view].title)}
              onClose={() => setView(null)}
            />
          ) : null}
          {detailId !== null ? (
            <TerminalDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
          ) : null}
        </>
      )}
    </ResourceScreen>
  );
}
