import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MonitorRow } from '@chelian/contracts/monitor';
import { VIN_PATTERN } from '@chelian/contracts/resources/vehicle/fields';
import { vehicleSpec } from '@chelian/contracts/resources/vehicle/vehicle';
import { ApiError } from '../../api/http';
import { getSingleVehicle, monitorKeys } from '../../api/monitor';
import { SearchInputField, localize, searchDefs } from '../../engine';

/** The vehicle list's VIN search field: the same input, suggesting VINs as the user types. */
const VIN_SEARCH = searchDefs(vehicleSpec).find((def) => def.key === 'vin')!;
const FULL_VIN = new RegExp(VIN_PATTERN.source);

/**
 * A VIN search over the single-vehicle basic info: a part of the single-vehicle view shown below
 * once the vehicle is found (refusals, such as no terminal, are shown in place). A picked
 * suggestion, or a whole VIN typed or pasted, opens the vehicle at once; Enter or the button
 * looks up what was typed.
 */
export function VehicleLookup({
  testId,
  children,
}: {
  testId: string;
  children: (vehicle: MonitorRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const typed = useRef('');
  const [vin, setVin] = useState('');
  const { data, error } = useQuery({
    queryKey: monitorKeys.single(vin),
    queryFn: () => getSingleVehicle(vin),
    enabled: vin !== '',
    retry: false,
  });
  const search = () => setVin(typed.current.trim().toUpperCase());
  const change = (value: unknown) => {
    const next = typeof value === 'string' ? value : '';
    typed.current = next;
    setText(next);
    if (FULL_VIN.test(next.trim().toUpperCase())) search();
    else if (!next) setVin('');
  };
  return (
    <>
      <Space wrap>
        {/* laid out like the list's search form, whose field this is */}
        <Form
          layout="inline"
          // Enter after an option was picked reads the picked VIN: the change above runs first
          onKeyDown={(event) => event.key === 'Enter' && search()}
        >
          <Form.Item label={localize(VIN_SEARCH.label)} style={{ width: 360, marginBottom: 0 }}>
            <SearchInputField
              def={VIN_SEARCH}
              resource={vehicleSpec.name}
              admin={false}
              testId={testId}
              value={text}
              onChange={change}
            />
          </Form.Item>
          <Button type="primary" onClick={search} data-testid={`${testId}-search`}>
            {t('common.search')}
          </Button>
        </Form>
      </Space>
      {vin !== '' && error && (
        <Alert
          type="warning"
          showIcon
          message={error instanceof ApiError ? error.message : t('monitor.noVehicle')}
        />
      )}
      {vin !== '' && data && children(data)}
    </>
  );
}
