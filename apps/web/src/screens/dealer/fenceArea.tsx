import { Form, Typography } from 'antd';
import type { FenceGeometry, FenceShape } from '@chelian/contracts/geo/fence';
import { useDictionaryLabels } from '../../engine';
import { DrawMap, type DrawShape } from '../../widgets/map';

interface InputProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** The fence's area, drawn on the map; drawing a shape also sets the shape field. */
function FenceArea({ value, onChange, disabled, testId }: InputProps & { testId: string }) {
  const form = Form.useFormInstance();
  const shape = Form.useWatch<FenceShape | undefined>('shape', form);
  return (
    <DrawMap
      testId={testId}
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
function ShapeLabel({ value, testId }: InputProps & { testId: string }) {
  const label = useDictionaryLabels();
  return (
    <Typography.Text data-testid={testId}>
      {value ? (label('fenceShape', value) ?? String(value)) : '-'}
    </Typography.Text>
  );
}

/**
 * The form fields of a fence's area (geo/fence.ts), for any resource with `shape` and `geometry`:
 * the area drawn on a map, the shape shown as drawn. `testId` names the map (`-map`) and the shape (`-shape`).
 */
export function fenceAreaFields(testId: string) {
  return {
    shape: {
      widget: 'custom' as const,
      input: (props: InputProps) => <ShapeLabel {...props} testId={`${testId}-shape`} />,
    },
    geometry: {
      widget: 'custom' as const,
      input: (props: InputProps) => <FenceArea {...props} testId={`${testId}-map`} />,
    },
  };
}
