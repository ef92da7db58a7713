import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import type { FenceGeometry, FenceShape } from '@chelian/contracts/geo/fence';
import { fenceSpec, fenceVehicleSpec } from '@chelian/contracts/resources/dealer/fence';
import { ResourceScreen, SubResourceDrawer, localize, useDictionaryLabels, type Row } from '../../engine';
import { DrawMap, type DrawShape } from '../../widgets/map';

interface InputProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** The fence's area, drawn on the map; drawing a shape also sets the shape field. */
function FenceArea({ value, onChange, disabled }: InputProps) {
  const form = Form.useFormInstance();
  const shape = Form.useWatch<FenceShape | undefined>('shape', form);
  return (
    <DrawMap
      testId="fence-map"
      value={(value as FenceGeometry | null | undefined) ?? null}
      shape={shape ? (shape.toLowerCase() as DrawShape) : null}
      disabled={disabled}
      style={{ height: 320 }}
      onChange={(geometry, drawn) => {
        onChange?.(geometry);
        form.setFieldValue('shape', drawn ? (drawn.toUpperCase() as FenceShape) : undefined);
      }}
    />
  );
}

/** The shape follows the drawing: shown, not chosen. */
function ShapeLabel({ value }: InputProps) {
  const label = useDictionaryLabels();
  return (
    <Typography.Text data-testid="fence-shape">
      {value ? (label('fenceShape', value) ?? String(value)) : '-'}
    </Typography.Text>
  );
}

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
      fields={{
        shape: { widget: 'custom', input: (props) => <ShapeLabel {...props} /> },
        geometry: { widget: 'custom', input: (props) => <FenceArea {...props} /> },
      }}
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
