import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { OptionItem } from '@chelian/contracts/resource';
import { TERMINAL_CALLS } from '@chelian/contracts/resources/terminal/index';
import { callApi } from '../../api/http';
import { resourceApi } from '../../engine';
import { useTranslation } from 'react-i18next';
import { terminalResourceSpecs } from './specs';

const simCardSpec = terminalResourceSpecs.simCard;

/** The terminal form's SIM select: the cards no terminal holds, plus the card the terminal has now. */
export function SimCardSelect({
  value,
  onChange,
  disabled,
}: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [current] = useState(value);
  const [items, setItems] = useState<OptionItem[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    void Promise.all([
      callApi<OptionItem[]>(TERMINAL_CALLS.freeSimCards, {}),
      current != null ? resourceApi(simCardSpec).options({ ids: [current as number] }) : [],
    ])
      .then(([free, own]) => {
        if (live) setItems([...own, ...free.filter((card) => !own.some((o) => o.id === card.id))]);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [current]);
  return (
    <Select
      data-testid="terminal-form-simCardId"
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('terminal.simCardPlaceholder')}
      options={items.map((item) => ({ value: item.id, label: item.label }))}
      notFoundContent={t('engine.notFound')}
    />
  );
}
