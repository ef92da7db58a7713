import { useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleSpec, type RoleAuthority } from '@chelian/contracts/resources/system/role';
import { SYSTEM_ADMIN_CALLS } from '@chelian/contracts/resources/system/calls';
import { callApi } from '../../api/http';
import { ResourceScreen, type ActionDialogProps, type ListController, type Row } from '../../engine';
import { AuthorityTreeDialog } from './AuthorityTreeDialog';

const authorityOf = (id: unknown) =>
  callApi<RoleAuthority>(SYSTEM_ADMIN_CALLS.roleAuthority, undefined, { params: { id: String(id) } });
const roleName = (row: Row | undefined) => String(row?.name ?? row?.code ?? row?.id ?? '');

/** Assign authority: the role's grant over the menu tree (POST roles/V1.0/authority). */
export function RoleAuthorityDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const row = rows[0];
  return (
    <AuthorityTreeDialog
      open
      testId="role-authority"
      title={t('engine.authorityTitle', { name: roleName(row) })}
      load={() => authorityOf(row?.id)}
      save={async (menuIds) => {
        await callApi(SYSTEM_ADMIN_CALLS.assignRoleAuthority, { roleId: row?.id, menuIds });
        await controller.refresh();
      }}
      onClose={onClose}
    />
  );
}

/** Check authority: the same tree, read-only (needs only role/view). */
function ViewAuthorityButton({ controller }: { controller: ListController }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [row, setRow] = useState<Row | null>(null);
  return (
    <>
      <Button
        data-testid={`${controller.scope}-view-authority`}
        onClick={() => {
          if (controller.selectedKeys.length !== 1) return void message.warning(t('engine.selectOne'));
          setRow(controller.selectedRows[0] ?? { id: controller.selectedKeys[0] as number });
        }}
      >
        {t('engine.viewAuthority')}
      </Button>
      {row ? (
        <AuthorityTreeDialog
          open
          testId="role-authority-view"
          title={t('engine.authorityViewTitle', { name: roleName(row) })}
          load={() => authorityOf(row.id)}
          onClose={() => setRow(null)}
        />
      ) : null}
    </>
  );
}

export function RoleScreen({ admin = false, scope }: { admin?: boolean; scope?: string }) {
  return (
    <ResourceScreen
      spec={roleSpec}
      admin={admin}
      scope={scope}
      dialogs={{ roleAuthority: RoleAuthorityDialog }}
      toolbar={
        admin
          ? undefined
          : {
              extra: (controller) =>
                controller.can('find') ? <ViewAuthorityButton controller={controller} /> : null,
            }
      }
    />
  );
}

export default function Role() {
  return <RoleScreen />;
}
