import { useState } from 'react';
import { Button, Space } from 'antd';
import { operationPermission } from '@chelian/contracts/resource';
import { ResourceScreen, SubResourceDrawer, localize } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { SimCardSelect } from './SimCardSelect';
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
 * the checks, certificates and bind records open in drawers.
 */
export default function Terminals() {
  const can = useCan();
  const [view, setView] = useState<View | null>(null);
  const canView = can('terminals', operationPermission(VIEWS.check, 'page'));
  return (
    <ResourceScreen
      spec={terminalResourceSpecs.terminal}
      fields={{ simCardId: { widget: 'custom', input: (props) => <SimCardSelect {...props} /> } }}
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
      {() =>
        view ? (
          <SubResourceDrawer
            spec={VIEWS[view]}
            fixed={{}}
            title={localize(VIEWS[view].title)}
            onClose={() => setView(null)}
          />
        ) : null
      }
    </ResourceScreen>
  );
}
