import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOptionItems } from '../../engine/options';

const SERIES = { kind: 'ref', resource: 'vehicleSeries', tree: false } as const;

/** A vehicle series of the caller's tenant. */
export function SeriesSelect({
  value,
  onChange,
  testId,
}: {
  value?: number;
  onChange(id: number): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { items, loading } = useOptionItems(SERIES);
  return (
    <Select
      data-testid={testId}
      style={{ width: 260 }}
      placeholder={t('signal.chooseSeries')}
      loading={loading}
      value={value}
      onChange={(v: number) => onChange(v)}
      showSearch={{ optionFilterProp: 'label' }}
      options={items.map((i) => ({ value: Number(i.id), label: i.label }))}
    />
  );
}
