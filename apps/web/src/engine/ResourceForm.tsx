import { useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { Alert, Col, Divider, Form, Modal, Row as Grid, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { useBeforeClose } from '../hooks/useScreen';
import { useFormContext } from './controllers';
import { DetailView } from './DetailView';
import { FormInput } from './fields';
import { formItemRules, resolveStates, sameStates } from './rules';
import { formDefs } from './schema';
import { localize } from './text';
import type { FieldState, FormExtra, FormItemDef, Values } from './types';
import { defaultFormValues, toFormValues, toSubmitBody } from './values';

/** Modal constants: the console's dialog width and body height. */
export const MODAL_WIDTH = 800;
export const MODAL_BODY_HEIGHT = 600;
export const LABEL_WIDTH = 120;

export interface ResourceFormProps {
  extras?: readonly FormExtra[];
  /** changes the body before it is sent (e.g. a derived field) */
  transform?: (body: Values | FormData, mode: 'create' | 'update') => Values | FormData;
}

/**
 * The create / edit / detail dialog: one item per form field of the mode, run-time rules
 * re-evaluated on every change, values converted before submit; on a failure it stays open.
 */
export function ResourceForm({ extras, transform }: ResourceFormProps) {
  const { t } = useTranslation();
  const {
    formTarget,
    spec,
    fields,
    scope,
    canField,
    fixed,
    title: resourceTitle,
    save,
    closeForm,
  } = useFormContext();
  const mode = formTarget?.mode ?? 'create';
  // each opening gets a form of its own (a shared instance would carry the last dialog's values into the next)
  const formRef = useRef<FormInstance | null>(null);
  const defs = useMemo(
    () =>
      formDefs(spec, mode, fields, extras).filter(
        (def) => canField(def.auth) && !(fixed && def.key in fixed),
      ),
    [spec, mode, fields, extras, canField, fixed],
  );
  const initial = useMemo(
    () => (formTarget?.record ? toFormValues(defs, formTarget.record) : defaultFormValues(defs)),
    [defs, formTarget?.record],
  );
  const formKey = formTarget?.key ?? 0;
  const [stateBox, setStateBox] = useState<{ key: number; states: Record<string, FieldState> } | null>(null);
  const states = stateBox && stateBox.key === formKey ? stateBox.states : resolveStates(defs, initial, mode);
  const dirty = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  useBeforeClose(() => formTarget !== null && dirty.current && mode !== 'view');

  useEffect(() => {
    dirty.current = false;
  }, [formKey]);

  const onValuesChange = (_changed: Values, all: Values) => {
    dirty.current = true;
    const next = resolveStates(defs, all, mode, states);
    if (!sameStates(next, states)) setStateBox({ key: formKey, states: next });
  };

  const submit = async () => {
    if (mode === 'view') return closeForm();
    const form = formRef.current;
    if (!form) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const all = { ...form.getFieldsValue(true), ...values } as Values;
    const saveMode = mode === 'update' ? 'update' : 'create';
    let body = toSubmitBody(defs, all, {
      mode: saveMode,
      initial: formTarget?.record,
      states,
      fixed: saveMode === 'create' ? fixed : undefined,
    });
    if (transform) body = transform(body, saveMode);
    setSubmitting(true);
    try {
      await save(body, saveMode);
      dirty.current = false;
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const known = new Set(defs.map((def) => def.key));
        form.setFields(
          Object.entries(error.fields)
            .filter(([key]) => known.has(key))
            .map(([name, message]) => ({ name, errors: [message] })),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  // "New vehicle" when the spec names one row, else "New entry in Vehicle Colors"
  const title = spec.noun
    ? t(`phrases.${mode}Noun`, { noun: localize(spec.noun) })
    : t(`engine.${mode}Title`, { title: resourceTitle });

  return (
    <Modal
      open={formTarget !== null}
      title={title}
      width={MODAL_WIDTH}
      onCancel={() => {
        dirty.current = false;
        closeForm();
      }}
      onOk={submit}
      okText={mode === 'view' ? t('common.close') : t('common.ok')}
      cancelText={t('common.cancel')}
      cancelButtonProps={
        mode === 'view'
          ? { style: { display: 'none' } }
          : ({ 'data-testid': `${scope}-form-cancel` } as never)
      }
      okButtonProps={{ 'data-testid': `${scope}-form-submit` } as never}
      confirmLoading={submitting}
      destroyOnHidden
      forceRender={false}
      styles={{
        body: { maxHeight: MODAL_BODY_HEIGHT, overflowY: 'auto', overflowX: 'hidden', paddingRight: 8 },
      }}
    >
      {formTarget && mode === 'view' ? (
        <DetailView
          defs={defs}
          states={states}
          record={formTarget.record ?? {}}
          scope={scope}
          module={spec.module}
          values={initial}
        />
      ) : formTarget ? (
        <FormBody
          key={formKey}
          formRef={formRef}
          initial={initial}
          scope={scope}
          onValuesChange={onValuesChange}
        >
          {defs.map((def) => (
            <FormItem key={def.key} def={def} state={states[def.key]} scope={scope} />
          ))}
        </FormBody>
      ) : null}
    </Modal>
  );
}

function FormBody({
  formRef,
  initial,
  scope,
  onValuesChange,
  children,
}: {
  formRef: MutableRefObject<FormInstance | null>;
  initial: Values;
  scope: string;
  onValuesChange: (changed: Values, all: Values) => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm();
  // Set during render: the dialog's OK button is on screen from the same commit, and a click
  // before an effect ran would find no form and be lost. The effect sets it again after a remount
  // (strict mode unmounts and mounts once) and clears it when the dialog closes.
  formRef.current = form;
  useEffect(() => {
    formRef.current = form;
    return () => {
      if (formRef.current === form) formRef.current = null;
    };
  }, [form, formRef]);
  return (
    <Form
      form={form}
      initialValues={initial}
      data-testid={`${scope}-form`}
      labelCol={{ flex: `${LABEL_WIDTH}px` }}
      labelWrap
      onValuesChange={onValuesChange}
    >
      <Grid gutter={16}>{children}</Grid>
    </Form>
  );
}

function FormItem({ def, state, scope }: { def: FormItemDef; state: FieldState | undefined; scope: string }) {
  const { t } = useTranslation();
  if (!state || !state.visible) return null;
  const label = localize(def.label);
  if (def.widget === 'divider')
    return (
      <Col span={24}>
        <Divider titlePlacement="start">{label}</Divider>
      </Col>
    );
  if (def.widget === 'alert')
    return (
      <Col span={24}>
        <Alert
          type="info"
          showIcon
          title={label}
          description={def.help ? localize(def.help) : undefined}
          style={{ marginBottom: 16 }}
        />
      </Col>
    );
  return (
    <Col span={def.span}>
      <Form.Item
        name={def.key}
        label={label}
        required={state.required && !state.readonly}
        rules={formItemRules(t, def, state)}
        validateTrigger={['onChange', 'onBlur']}
        extra={def.help ? localize(def.help) : undefined}
      >
        <FormInput def={def} disabled={state.readonly} testId={`${scope}-form-${def.key}`} />
      </Form.Item>
    </Col>
  );
}
