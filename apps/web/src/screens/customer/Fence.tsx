import { Form, Typography } from 'antd';
import type { FenceGeometry, FenceShape } from '@chelian/contracts/geo/fence';
import { ResourceScreen, useDictionaryLabels } from '../../engine';
import { DrawMap, type DrawShape } from '../../widgets/map';
import { customerResourceSpecs } from './specs';

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
      testId="customer-fence-map"
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
    <Typography.Text data-testid="customer-fence-shape">
      {value ? (label('fenceShape', value) ?? String(value)) : '-'}
    </Typography.Text>
  );
}

/** Customer fences (customer/fence): a customer's areas, drawn on the map as the dealer fences are. */
export default function Fence() {
  return (
    <ResourceScreen
      spec={customerResourceSpecs.customerFence}
      fields={{
        shape: { widget: 'custom', input: (props) => <ShapeLabel {...props} /> },
        geometry: { widget: 'custom', input: (props) => <FenceArea {...props} /> },
      }}
    />
  );
}
