import { useMemo, useState } from 'react';
import { App, Button, Modal, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { pushConfigSpec } from '@chelian/contracts/resources/system/push';
import { SYSTEM_ADMIN_CALLS } from '@chelian/contracts/resources/system/calls';
import { userSpec } from '@chelian/contracts/resources/system/user';
import { callApi } from '../../api/http';
import {
  ListContextProvider,
  ResourcePager,
  ResourceScreen,
  ResourceTable,
  SearchForm,
  useListController,
  type ActionDialogProps,
  type FieldOverride,
} from '../../engine';

/** The linked-user lists show a few user columns and search by login and full name. */
const SHOWN = new Set(['userName', 'realName', 'userType', 'orgId', 'phone', 'status']);
const SEARCHED = new Set(['userName', 'realName']);
const userFields: Record<string, FieldOverride> = Object.fromEntries(
  Object.keys(userSpec.fields).map((key) => [
    key,
    { list: SHOWN.has(key) ? undefined : false, search: SEARCHED.has(key) ? undefined : false },
  ]),
);

function UserList({
  pushConfigId,
  linked,
  onChanged,
}: {
  pushConfigId: number;
  linked: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const scope = linked ? 'pushRefUser' : 'pushNotRefUser';
  const fixed = useMemo(() => ({ pushConfigId }), [pushConfigId]);
  const list = useListController(userSpec, {
    scope,
    fixed,
    fields: userFields,
    tree: false,
    paths: {
      page: (linked ? SYSTEM_ADMIN_CALLS.linkedPushUsers : SYSTEM_ADMIN_CALLS.unlinkedPushUsers).path,
    },
  });
  const [busy, setBusy] = useState(false);
  const change = async () => {
    const userIds = list.selectedKeys.map(Number);
    if (!userIds.length) return void message.warning(t('common.selectFirst'));
    setBusy(true);
    try {
      await callApi(linked ? SYSTEM_ADMIN_CALLS.unlinkPushUsers : SYSTEM_ADMIN_CALLS.linkPushUsers, {
        pushConfigId,
        userIds,
      });
      message.success(t('common.success'));
      list.clearSelection();
      onChanged();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <ListContextProvider value={list}>
      <div data-testid={`${scope}-screen`}>
        <SearchForm />
        <Space style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            danger={linked}
            loading={busy}
            data-testid={`${scope}-${linked ? 'unlink' : 'link'}`}
            onClick={change}
          >
            {linked ? t('engine.unlink') : t('engine.link')}
          </Button>
        </Space>
        <ResourceTable height={360} />
        <ResourcePager />
      </div>
    </ListContextProvider>
  );
}

/** Users linked to a notice setting: link from the tenant's users, unlink the chosen ones. */
export function PushUsersDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const row = rows[0];
  const id = Number(row?.id);
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
    void controller.refresh();
  };
  return (
    <Modal
      open
      title={t('engine.linkTitle', { name: String(row?.name ?? id) })}
      width={1000}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Tabs
        items={[
          {
            key: 'linked',
            label: t('engine.linkedUsers'),
            children: <UserList key={`l${version}`} pushConfigId={id} linked onChanged={changed} />,
          },
          {
            key: 'notLinked',
            label: t('engine.notLinkedUsers'),
            children: <UserList key={`n${version}`} pushConfigId={id} linked={false} onChanged={changed} />,
          },
        ]}
      />
    </Modal>
  );
}

/** Notice settings (push configuration): business type, message type, channels and linked users. */
export default function NoticeSetting() {
  return <ResourceScreen spec={pushConfigSpec} dialogs={{ pushUsers: PushUsersDialog }} />;
}
