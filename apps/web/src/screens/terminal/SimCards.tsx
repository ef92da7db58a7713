import { useState } from 'react';
import { Button } from 'antd';
import { operationPermission } from '@chelian/contracts/resource';
import { ResourceScreen, SubResourceDrawer, localize } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { AssignSimDialog } from './AssignSimDialog';
import { SimImports } from './SimImports';
import { archiveExtraResourceSpecs, terminalResourceSpecs } from './specs';

const links = archiveExtraResourceSpecs.simCardLink;

/**
 * SIM cards: ICCID, MSISDN, operator, category, status and the terminal holding each (assigned here);
 * the cards put in terminals by file, with that import, open in a drawer.
 */
export default function SimCards() {
  const can = useCan();
  const [open, setOpen] = useState(false);
  return (
    <ResourceScreen
      spec={terminalResourceSpecs.simCard}
      dialogs={{ assignSim: AssignSimDialog }}
      toolbar={{
        extra: (controller) => (
          <>
            <SimImports controller={controller} />
            {can(links.module, operationPermission(links, 'page')) ? (
              <Button data-testid="simCard-links" onClick={() => setOpen(true)}>
                {localize(links.title)}
              </Button>
            ) : null}
          </>
        ),
      }}
    >
      {() => (
        <SubResourceDrawer
          spec={links}
          fixed={open ? {} : null}
          title={localize(links.title)}
          onClose={() => setOpen(false)}
        />
      )}
    </ResourceScreen>
  );
}
