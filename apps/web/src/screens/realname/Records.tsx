import { useMemo } from 'react';
import { App, Form, Input, Modal, Radio, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { REALNAME_CALLS, VERIFY_RESULTS } from '@chelian/contracts/resources/realname/index';
import { callApi } from '../../api/http';
import {
  FormContextProvider,
  ImportContextProvider,
  ListContextProvider,
  ResourceView,
  useDictionaryLabels,
  useFormController,
  useImportController,
  useListController,
  type ActionDialogProps,
  type FormController,
} from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';
import { realnameResourceSpecs } from './specs';

const spec = realnameResourceSpecs.realnameRecord;

/** The manual submission of one record (PUT .../{vin}/realName). */
function Submit({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const vin = String(rows[0]!.vin);
  const { busy, run } = useSubmit();
  const submit = () =>
    run(async () => {
      await callApi(REALNAME_CALLS.submit, undefined, { params: { vin } });
      message.success(t('common.success'));
      await controller.refresh();
      onClose();
    });
  return (
    <Modal
      open
      title={t('realname.submit.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'realname-submit-ok' } as ButtonProps}
    >
      {t('realname.submit.confirm', { vin })}
    </Modal>
  );
}

interface VerifyValues {
  result: (typeof VERIFY_RESULTS)[number];
  reason?: string;
}

/** The review of a submitted record: passed, or failed with a reason. */
function Verify({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = useDictionaryLabels();
  const row = rows[0]!;
  const [form] = Form.useForm<VerifyValues>();
  const result = Form.useWatch('result', form);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const values = await form.validateFields();
    await run(async () => {
      await callApi(REALNAME_CALLS.verify, { id: row.id, ...values });
      message.success(t('common.success'));
      await controller.refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      title={t('realname.verify.title', { vin: String(row.vin) })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'realname-verify-ok' } as ButtonProps}
    >
      <Form form={form} layout="vertical" initialValues={{ result: 'PASS' }}>
        <Form.Item name="result" label={t('realname.verify.result')}>
          <Radio.Group
            options={VERIFY_RESULTS.map((r) => ({ value: r, label: label('realnameVerifyStatus', r) ?? r }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('realname.verify.reason')}
          rules={[
            { required: result === 'FAIL', whitespace: true, message: t('realname.verify.reasonRequired') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Real-name records (realname/records). Owner data shows masked, in clear to holders of
 * realnameRecords/unmask (the server logs each such read); a save is followed by the manual
 * submission (002 §8), which the success message asks for.
 */
export default function Records() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListController(spec, {});
  const saved = useFormController(list, { onSaved: list.refresh });
  const form = useMemo<FormController>(
    () => ({
      ...saved,
      save: async (body, mode) => {
        const ok = await saved.save(body, mode);
        if (ok) message.info(t('realname.submitManually'));
        return ok;
      },
    }),
    [saved, message, t],
  );
  const importer = useImportController(list, { onImported: list.refresh });
  return (
    <ListContextProvider value={list}>
      <FormContextProvider value={form}>
        <ImportContextProvider value={importer}>
          <ResourceView dialogs={{ submit: Submit, verify: Verify }} />
        </ImportContextProvider>
      </FormContextProvider>
    </ListContextProvider>
  );
}
