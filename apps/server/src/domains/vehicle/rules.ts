import { eq } from 'drizzle-orm';
import { vehicleSpec } from '@chelian/contracts';
import { AppError } from '../../platform/errors';
import { memoized, type HookContext } from '../../engine/types';
import { vehicleModels, vehicleSeries } from '../model/schema';
import { parameterValue } from '../system';
import { VIN_CHECK_PARAM, vinCheckDigit } from './vin';

type Values = Record<string, unknown>;
const label = (key: keyof typeof vehicleSpec.fields, h: Pick<HookContext, 'caller'>) =>
  vehicleSpec.fields[key].label[h.caller.lang];

/** The VIN's check digit, when the tenant's parameter asks for it. */
export async function checkVin(vin: unknown, h: Pick<HookContext, 'caller' | 'tx' | 'memo'>): Promise<void> {
  if (typeof vin !== 'string') return;
  const wanted = await memoized(h, VIN_CHECK_PARAM, () =>
    parameterValue(h.tx, h.caller.tenantId, VIN_CHECK_PARAM, 'false'),
  );
  if (wanted !== 'true') return;
  const expected = vinCheckDigit(vin);
  if (expected && vin[8] !== expected) {
    const field = label('vin', h);
    throw new AppError(400, 'VIN_CHECK_DIGIT', { field, expected }, { vin: field });
  }
}

/** Series, type and the model and series names the monitoring screens show follow the chosen model. */
export async function fillFromModel(values: Values, h: Pick<HookContext, 'tx' | 'memo'>): Promise<void> {
  if (values.vehicleModelId == null) return;
  const id = Number(values.vehicleModelId);
  const [model] = await memoized(h, `vehicleModel:${id}`, () =>
    h.tx
      .select({
        seriesId: vehicleModels.vehicleSeriesId,
        typeId: vehicleModels.vehicleTypeId,
        name: vehicleModels.name,
        series: vehicleSeries.name,
      })
      .from(vehicleModels)
      .innerJoin(vehicleSeries, eq(vehicleSeries.id, vehicleModels.vehicleSeriesId))
      .where(eq(vehicleModels.id, id)),
  );
  if (!model) return;
  values.vehicleSeriesId = model.seriesId;
  values.vehicleTypeId = model.typeId;
  values.model = model.name;
  values.series = model.series;
}

const time = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === 'number' ? v : null);

/**
 * Service dates: the end lies after the start; giving dates opens a service not yet open (or
 * expired) and a service whose end has passed is expired. A suspended service stays suspended.
 */
export function applyServiceDates(values: Values, current: Values, h: Pick<HookContext, 'caller'>): void {
  if (!('serviceStartDate' in values) && !('serviceEndDate' in values)) return;
  const start = time('serviceStartDate' in values ? values.serviceStartDate : current.serviceStartDate);
  const end = time('serviceEndDate' in values ? values.serviceEndDate : current.serviceEndDate);
  if (start != null && end != null && end <= start) {
    const field = label('serviceEndDate', h);
    throw new AppError(400, 'SERVICE_DATES_ORDER', { field }, { serviceEndDate: field });
  }
  const status = (values.serviceStatus ?? current.serviceStatus ?? 'NOT_OPEN') as string;
  if (status === 'SUSPENDED' || start == null) return;
  values.serviceStatus = end != null && end < Date.now() ? 'EXPIRE' : 'HAS_OPENED';
}

/** The configuration code is a JSON object (appControl, gear ...). */
export function checkConfigInfo(value: unknown, fieldLabel: string): void {
  if (value == null || value === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new AppError(400, 'CONFIG_INFO_JSON', { field: fieldLabel }, { configInfo: fieldLabel });
}
