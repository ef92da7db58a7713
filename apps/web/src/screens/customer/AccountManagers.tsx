import { useEffect, useState } from 'react';
import { Alert, Form, Modal, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_CALLS } from '@chelian/contracts/resources/customer/index';
import { callApi } from '../../api/http';
import { ResourceScreen, type ActionDialogProps } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';
import { customerResourceSpecs } from './specs';

interface AccountRow {
  id: number;
  name: string;
  phone: string;
}
type Page = { items: AccountRow[] };

/** The manager's bind list: its accounts plus those nobody looks after, chosen in one list. */
function BindAccounts({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const manager = rows[0]!;
  const id = Number(manager.id);
  const [options, setOptions] = useState<AccountRow[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const { busy, run } = useSubmit();
  useEffect(() => {
    void (async () => {
      const [mine, free] = await Promise.all([
        callApi<Page>(CUSTOMER_CALLS.managerAccounts, { pageSize: 500 }, { params: { id } }),
        callApi<Page>(CUSTOMER_CALLS.managerAssignable, { pageSize: 500 }),
      ]);
      setOptions([...mine.items, ...free.items]);
      setChosen(mine.items.map((a) => a.id));
    })().catch(() => undefined);
  }, [id]);
  const submit = () =>
    run(async () => {
      await callApi(CUSTOMER_CALLS.managerBind, { managerId: id, accountIds: chosen });
      await controller.refresh();
      onClose();
    });
  return (
    <Modal
      open
      title={t('customer.bindAccounts.title', { name: String(manager.name ?? '') })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'bind-accounts-submit' } as ButtonProps}
    >
      <Alert type="info" showIcon message={t('customer.bindAccounts.hint')} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t('customer.bindAccounts.accounts')}>
          <Select
            data-testid="bind-accounts-select"
            mode="multiple"
            value={chosen}
            onChange={setChosen}
            optionFilterProp="label"
            options={options.map((a) => ({ value: a.id, label: `${a.name} ${a.phone}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Account managers (customer/account-managers): enable, disable, and the accounts each looks after. */
export default function AccountManagers() {
  return (
    <ResourceScreen
      spec={customerResourceSpecs.customerAccountManager}
      dialogs={{ bindAccounts: BindAccounts }}
    />
  );
}
