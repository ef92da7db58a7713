import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, Checkbox, Popover } from 'antd';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@chelian/contracts/menu-catalog';
import { moveKey, type ColumnPrefs } from './columnPrefs';
import { useListContext } from './controllers';
import { localize } from './text';

/** Tick columns and drag them to reorder; kept per user and module in local storage. */
export function ColumnChooser() {
  const { scope, columns } = useListContext();
  return <ColumnChooserButton scope={scope} columns={columns} />;
}

/** The chooser over any table's columns (a screen of its own passes its columns and their settings). */
export function ColumnChooserButton({
  scope,
  columns,
  placement = 'bottomRight',
}: {
  scope: string;
  /** where the panel opens: under the button, leftwards by default (the button ends a toolbar) */
  placement?: 'bottomLeft' | 'bottomRight';
  columns: {
    /** every column the user may show, in the user's order */
    ordered: readonly { key: string; title: LocalizedText | string }[];
    prefs: ColumnPrefs | null;
    setPrefs(prefs: ColumnPrefs | null): void;
  };
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const order = columns.ordered.map((column) => column.key);
  const hidden = new Set(columns.prefs?.hidden ?? []);

  const save = (next: Partial<ColumnPrefs>) =>
    columns.setPrefs({ order: next.order ?? order, hidden: next.hidden ?? [...hidden] });
  const toggle = (key: string, show: boolean) => {
    const next = new Set(hidden);
    if (show) next.delete(key);
    else next.add(key);
    // at least one column stays
    if (next.size >= order.length) return;
    save({ hidden: [...next] });
  };
  const drop = (event: DragEvent, target: string) => {
    event.preventDefault();
    const from = dragged ?? event.dataTransfer.getData('text/plain');
    setDragged(null);
    setOver(null);
    if (from && from !== target) save({ order: moveKey(order, from, target) });
  };
  const onKey = (event: KeyboardEvent, key: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const at = order.indexOf(key);
    const to = order[event.key === 'ArrowUp' ? at - 1 : at + 1];
    if (to) save({ order: moveKey(order, key, to) });
  };

  const content = (
    <div data-testid={`${scope}-columns-panel`} style={{ minWidth: 220, maxHeight: 420, overflowY: 'auto' }}>
      {columns.ordered.map((column) => (
        <div
          key={column.key}
          draggable
          tabIndex={0}
          data-testid={`${scope}-column-${column.key}`}
          onDragStart={(event) => {
            setDragged(column.key);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', column.key);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(column.key);
          }}
          onDragLeave={() => setOver((key) => (key === column.key ? null : key))}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          onDrop={(event) => drop(event, column.key)}
          onKeyDown={(event) => onKey(event, column.key)}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '4px 4px',
            cursor: 'move',
            borderTop:
              over === column.key && dragged !== column.key ? '2px solid #1677ff' : '2px solid transparent',
            opacity: dragged === column.key ? 0.5 : 1,
          }}
        >
          <HolderOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />
          <Checkbox
            checked={!hidden.has(column.key)}
            onChange={(event) => toggle(column.key, event.target.checked)}
            data-testid={`${scope}-column-check-${column.key}`}
          >
            {localize(column.title)}
          </Checkbox>
        </div>
      ))}
      <div
        style={{ borderTop: '1px solid rgba(0,0,0,0.06)', marginTop: 8, paddingTop: 8, textAlign: 'right' }}
      >
        <Button
          size="small"
          type="link"
          data-testid={`${scope}-columns-reset`}
          onClick={() => columns.setPrefs(null)}
        >
          {t('common.reset')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover trigger="click" placement={placement} title={t('engine.columns')} content={content}>
      <Button icon={<SettingOutlined />} data-testid={`${scope}-columns`} title={t('engine.columns')} />
    </Popover>
  );
}
