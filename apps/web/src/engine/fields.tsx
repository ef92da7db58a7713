import { useMemo, useState } from 'react';
import {
  AutoComplete,
  Button,
  Cascader,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  TreeSelect,
  Upload,
} from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AreaNode } from '@chelian/contracts/resources/system/area';
import { UPLOAD_LIMITS } from '@chelian/contracts/files';
import { AREA_CALLS } from '@chelian/contracts/resources/system/area';
import type { OptionItem } from '@chelian/contracts/resource';
import { uploadAttachment } from '../api/attachments';
import { callApi } from '../api/http';
import { toTreeOptions, useAutocomplete, useOptionItems } from './options';
import { placeholderOf } from './rules';
import { localize } from './text';
import type { FormItemDef, SearchDef } from './types';

/** Textarea defaults: 3 rows, at most 100 characters unless the field says more. */
export const TEXTAREA_ROWS = 3;
export const TEXTAREA_MAX = 100;
/** Uploaded file labels show the first 22 characters. */
export const FILE_LABEL_CHARS = 22;
/** Multi-selects and tree selects show at most 2 chosen items. */
const MAX_TAGS = 2;

type Bound = { value?: unknown; onChange?: (value: unknown) => void };

const selectOptions = (items: readonly OptionItem[]) =>
  items.map((item) => ({ value: item.id, label: item.label }));

/** Area cascader data (AREA_CALLS.cascader), cut to the field's depth. */
function useAreaOptions(level: 1 | 2 | 3 = 3) {
  const query = useQuery({
    queryKey: ['areas', 'cascader'],
    queryFn: () => callApi<AreaNode[]>(AREA_CALLS.cascader),
    staleTime: 10 * 60_000,
  });
  return useMemo(() => {
    type Node = { value: string; label: string; children?: Node[] };
    const cut = (nodes: AreaNode[] | undefined, depth: number): Node[] =>
      (nodes ?? []).map((node) => ({
        value: node.id,
        label: node.label,
        ...(depth < level && node.children?.length ? { children: cut(node.children, depth + 1) } : {}),
      }));
    return cut(Array.isArray(query.data) ? query.data : [], 1);
  }, [level, query.data]);
}

function AreaInput({
  level,
  placeholder,
  disabled,
  ...bound
}: Bound & { level?: 1 | 2 | 3; placeholder: string; disabled?: boolean }) {
  const options = useAreaOptions(level);
  return (
    <Cascader
      options={options}
      changeOnSelect
      allowClear
      showSearch
      disabled={disabled}
      placeholder={placeholder}
      value={bound.value as string[] | undefined}
      onChange={(value) => bound.onChange?.(value)}
      style={{ width: '100%' }}
    />
  );
}

/** An attachment field: the chosen file is uploaded to file-svc and the field holds its id (or, multipart, the file itself). */
function AttachmentInput({
  value,
  onChange,
  disabled,
  image,
  multipart,
  testId,
}: Bound & { disabled?: boolean; image: boolean; multipart: boolean; testId: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = name ?? (value instanceof File ? value.name : value ? `#${String(value)}` : '');
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space>
        <Upload
          showUploadList={false}
          disabled={disabled}
          accept={image ? UPLOAD_LIMITS.imageTypes.join(',') : undefined}
          beforeUpload={async (file) => {
            if (multipart) {
              setName(file.name);
              onChange?.(file);
              return Upload.LIST_IGNORE;
            }
            setBusy(true);
            try {
              const saved = await uploadAttachment(file, {}, file.name);
              setName(saved.fileName);
              onChange?.(saved.id);
            } catch {
              /* shown by the client */
            } finally {
              setBusy(false);
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} data-testid={testId}>
            {t('engine.chooseFile')}
          </Button>
        </Upload>
        {value ? (
          <Button
            size="small"
            type="link"
            danger
            disabled={disabled}
            onClick={() => (setName(null), onChange?.(null))}
          >
            {t('engine.removeFile')}
          </Button>
        ) : null}
      </Space>
      {label ? <span title={label}>{label.slice(0, FILE_LABEL_CHARS)}</span> : null}
      {image ? (
        <span style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{t('engine.imageHint')}</span>
      ) : null}
    </Space>
  );
}

/** A colour as #rrggbb: the browser's picker next to the hex text (antd's ColorPicker would weigh on every chunk). */
function ColorInput({ disabled, testId, ...bound }: Bound & { disabled?: boolean; testId: string }) {
  const value = typeof bound.value === 'string' ? bound.value : '';
  return (
    <Space.Compact style={{ width: '100%' }}>
      <input
        type="color"
        aria-label="color"
        disabled={disabled}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
        onChange={(event) => bound.onChange?.(event.target.value)}
        style={{
          width: 40,
          height: 32,
          padding: 2,
          border: '1px solid #d9d9d9',
          borderRadius: '6px 0 0 6px',
          background: 'transparent',
        }}
      />
      <Input
        disabled={disabled}
        value={value}
        maxLength={7}
        placeholder="#1677ff"
        onChange={(event) => bound.onChange?.(event.target.value)}
        data-testid={testId}
      />
    </Space.Compact>
  );
}

function booleanOptions(t: (key: 'engine.yes' | 'engine.no') => string) {
  return [
    { value: true, label: t('engine.yes') },
    { value: false, label: t('engine.no') },
  ];
}

/** The input of one modal form item; Form.Item passes value and onChange. */
export function FormInput({
  def,
  disabled,
  testId,
  ...bound
}: Bound & { def: FormItemDef; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  const label = localize(def.label);
  const placeholder = placeholderOf(t, def.widget, label);
  const needsOptions = ['select', 'multiSelect', 'radio', 'checkbox', 'treeSelect', 'refSelect'].includes(
    def.widget,
  );
  const { items, loading } = useOptionItems(needsOptions ? def.options : undefined);
  const common = { disabled, placeholder, 'data-testid': testId };
  const value = bound.value as never;
  const onChange = bound.onChange as never;
  switch (def.widget) {
    case 'password':
      return (
        <Input.Password
          {...common}
          value={value}
          onChange={onChange}
          autoComplete="new-password"
          maxLength={def.max ?? 64}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...common}
          value={value}
          onChange={onChange}
          min={def.min}
          max={def.max}
          precision={def.valueType === 'integer' ? 0 : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={value}
          onChange={onChange}
          rows={TEXTAREA_ROWS}
          maxLength={def.max ?? TEXTAREA_MAX}
          showCount
        />
      );
    case 'richtext':
      return (
        <Input.TextArea {...common} value={value} onChange={onChange} rows={8} maxLength={def.max ?? 20000} />
      );
    case 'date':
    case 'datetime':
    case 'year':
    case 'month':
      return (
        <DatePicker
          {...common}
          value={value}
          onChange={onChange}
          picker={def.widget === 'year' || def.widget === 'month' ? def.widget : undefined}
          showTime={def.widget === 'datetime'}
          style={{ width: '100%' }}
        />
      );
    case 'daterange':
    case 'datetimerange':
      return (
        <DatePicker.RangePicker
          disabled={disabled}
          data-testid={testId}
          value={value}
          onChange={onChange}
          showTime={def.widget === 'datetimerange'}
          style={{ width: '100%' }}
        />
      );
    case 'color':
      return <ColorInput disabled={disabled} testId={testId} value={bound.value} onChange={bound.onChange} />;
    case 'radio':
      return (
        <Radio.Group
          disabled={disabled}
          value={value}
          onChange={(event) => bound.onChange?.(event.target.value)}
          options={
            (def.options?.kind === 'boolean' ? booleanOptions(t) : selectOptions(items)) as {
              value: string | number | boolean;
              label: string;
            }[]
          }
          data-testid={testId}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          disabled={disabled}
          value={value}
          onChange={onChange}
          options={selectOptions(items)}
          data-testid={testId}
        />
      );
    case 'switch':
      return (
        <Switch
          disabled={disabled}
          checked={Boolean(bound.value)}
          onChange={(checked) => bound.onChange?.(checked)}
          data-testid={testId}
        />
      );
    case 'select':
    case 'multiSelect':
    case 'refSelect':
      return (
        <Select
          {...common}
          value={value}
          onChange={onChange}
          loading={loading}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          mode={def.multiple ? 'multiple' : undefined}
          maxTagCount={MAX_TAGS}
          options={
            (def.options?.kind === 'boolean' ? booleanOptions(t) : selectOptions(items)) as {
              value: string | number;
              label: string;
            }[]
          }
          notFoundContent={t('engine.notFound')}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          {...common}
          value={value}
          onChange={onChange}
          loading={loading}
          allowClear
          showSearch
          treeNodeFilterProp="title"
          multiple={def.multiple}
          maxTagCount={MAX_TAGS}
          treeData={toTreeOptions(items)}
          treeDefaultExpandAll={false}
          notFoundContent={t('engine.notFound')}
          style={{ width: '100%' }}
        />
      );
    case 'area':
      return (
        <AreaInput
          level={def.areaLevel}
          placeholder={placeholder}
          disabled={disabled}
          value={bound.value}
          onChange={bound.onChange}
        />
      );
    case 'upload':
    case 'image':
      return (
        <AttachmentInput
          value={bound.value}
          onChange={bound.onChange}
          disabled={disabled}
          image={def.widget === 'image'}
          multipart={def.multipart}
          testId={testId}
        />
      );
    case 'custom':
      return <>{def.input?.({ value: bound.value, onChange: bound.onChange, disabled })}</>;
    default:
      return (
        <Input
          {...common}
          value={value}
          onChange={onChange}
          maxLength={def.max ?? 255}
          allowClear={!disabled}
        />
      );
  }
}

/** Tags typed one by one (multipleInput): sent as an array. */
function MultipleInput({ placeholder, testId, ...bound }: Bound & { placeholder: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Select
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', ' ', '\n']}
      maxTagCount={MAX_TAGS}
      placeholder={placeholder}
      value={bound.value as string[] | undefined}
      onChange={(value) => bound.onChange?.(value)}
      notFoundContent={t('engine.notFound')}
      data-testid={testId}
    />
  );
}

function AutocompleteInput({
  def,
  resource,
  admin,
  placeholder,
  testId,
  ...bound
}: Bound & { def: SearchDef; resource: string; admin: boolean; placeholder: string; testId: string }) {
  const text = typeof bound.value === 'string' ? bound.value : '';
  const items = useAutocomplete(def.field?.ref ?? resource, text, admin);
  return (
    <AutoComplete
      value={text}
      onChange={(value) => bound.onChange?.(value)}
      options={items.map((item) => ({ value: item.label, label: item.label }))}
      placeholder={placeholder}
      allowClear
      data-testid={testId}
    />
  );
}

function NumberRange({ testId, ...bound }: Bound & { testId: string }) {
  const value = Array.isArray(bound.value) ? bound.value : [];
  const set = (i: number, v: unknown) => {
    const next = [value[0] ?? null, value[1] ?? null];
    next[i] = v;
    bound.onChange?.(next);
  };
  return (
    <Space.Compact style={{ width: '100%' }} data-testid={testId}>
      <InputNumber style={{ width: '50%' }} value={value[0] as number | null} onChange={(v) => set(0, v)} />
      <InputNumber style={{ width: '50%' }} value={value[1] as number | null} onChange={(v) => set(1, v)} />
    </Space.Compact>
  );
}

/** The input of one search form field, by its search kind. */
export function SearchInputField({
  def,
  resource,
  admin,
  testId,
  ...bound
}: Bound & { def: SearchDef; resource: string; admin: boolean; testId: string }) {
  const { t } = useTranslation();
  const label = localize(def.label);
  const placeholder = placeholderOf(t, def.input, label, true);
  const needsOptions = def.input === 'select' || def.input === 'multiSelect' || def.input === 'treeSelect';
  const { items, loading } = useOptionItems(needsOptions ? def.options : undefined);
  const value = bound.value as never;
  const onChange = bound.onChange as never;
  switch (def.input) {
    case 'select':
    case 'multiSelect':
      return (
        <Select
          value={value}
          onChange={onChange}
          loading={loading}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          mode={def.input === 'multiSelect' ? 'multiple' : undefined}
          maxTagCount={MAX_TAGS}
          placeholder={placeholder}
          options={selectOptions(items)}
          notFoundContent={t('engine.notFound')}
          data-testid={testId}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          value={value}
          onChange={onChange}
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeData={toTreeOptions(items)}
          placeholder={placeholder}
          notFoundContent={t('engine.notFound')}
          data-testid={testId}
          style={{ width: '100%' }}
        />
      );
    case 'autocomplete':
      return (
        <AutocompleteInput
          def={def}
          resource={resource}
          admin={admin}
          placeholder={placeholder}
          testId={testId}
          value={bound.value}
          onChange={bound.onChange}
        />
      );
    case 'multipleInput':
      return (
        <MultipleInput
          placeholder={placeholder}
          testId={testId}
          value={bound.value}
          onChange={bound.onChange}
        />
      );
    case 'date':
    case 'datetime':
    case 'year':
    case 'month':
      return (
        <DatePicker
          value={value}
          onChange={onChange}
          picker={def.input === 'year' || def.input === 'month' ? def.input : undefined}
          showTime={def.input === 'datetime'}
          placeholder={placeholder}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    case 'daterange':
    case 'datetimerange':
      return (
        <DatePicker.RangePicker
          value={value}
          onChange={onChange}
          showTime={def.input === 'datetimerange'}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    case 'number':
      return (
        <InputNumber
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    case 'numberRange':
      return <NumberRange testId={testId} value={bound.value} onChange={bound.onChange} />;
    case 'area':
      return (
        <AreaInput
          placeholder={placeholder}
          value={bound.value}
          onChange={bound.onChange}
          level={def.field?.areaLevel}
        />
      );
    default:
      return (
        <Input
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          allowClear
          maxLength={200}
          data-testid={testId}
        />
      );
  }
}
