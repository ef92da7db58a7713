import { useState } from 'react';
import { Button } from 'antd';
import { fenceSpec, fenceVehicleSpec } from '@chelian/contracts/resources/dealer/fence';
import { ResourceScreen, SubResourceDrawer, localize, type Row } from '../../engine';
import { fenceAreaFields } from './fenceArea';

/**
 * Electronic fences (dealer/fence): the list, the form with its area drawn on a map and its alarm
 * rules, and for a fence watching linked vehicles, the dialog of those vehicles (linked by VIN,
 * one by one or by import).
 */
export default function Fence() {
  const [linked, setLinked] = useState<Row | null>(null);
  return (
    <ResourceScreen
      spec={fenceSpec}
      fields={fenceAreaFields('fence')}
      rowActions={(row) =>
        row.vehicleScope === 'VIN' ? (
          <Button
            type="link"
            size="small"
            data-testid={`fence-vehicles-${String(row.id)}`}
            onClick={() => setLinked(row)}
          >
            {localize(fenceVehicleSpec.title)}
          </Button>
        ) : null
      }
    >
      {() => (
        <SubResourceDrawer
          spec={fenceVehicleSpec}
          scope="fenceVehicleOf"
          fixed={linked ? { fenceId: linked.id } : null}
          fields={{ fenceId: { form: false, list: false, search: false } }}
          title={`${localize(fenceVehicleSpec.title)}: ${String(linked?.name ?? '')}`}
          onClose={() => setLinked(null)}
        />
      )}
    </ResourceScreen>
  );
}
