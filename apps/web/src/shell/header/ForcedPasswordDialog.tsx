import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../api/session';
import { sessionStore, useSession } from '../../state/session';
import { openPasswordDialog, usePasswordDialogOpen } from './passwordDialog';

/**
 * After signing in with an initial or expired password: change it now, or
 * sign out. There is no "not now": until the change the server answers every other call with
 * PASSWORD_CHANGE_REQUIRED.
 */
export function ForcedPasswordDialog() {
  const { t } = useTranslation();
  const prompt = useSession((s) => s.passwordPrompt);
  // the change dialog itself is open: a refused call in the background need not prompt over it
  const changing = usePasswordDialogOpen();
  const expired = prompt === 'EXPIRED';
  return (
    <Modal
      open={prompt !== null && !changing}
      title={
        <span data-testid="pwd-prompt-title">
          {expired ? t('password.expiredTitle') : t('password.initialTitle')}
        </span>
      }
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      width={420}
      footer={[
        <Button key="signOut" data-testid="pwd-prompt-signout" onClick={() => void signOut()}>
          {t('password.signOut')}
        </Button>,
        <Button
          key="now"
          type="primary"
          data-testid="pwd-prompt-now"
          onClick={() => {
            sessionStore.set({ passwordPrompt: null });
            openPasswordDialog();
          }}
        >
          {t('password.changeNow')}
        </Button>,
      ]}
    >
      <p data-testid="pwd-prompt">{expired ? t('password.expiredBody') : t('password.initialBody')}</p>
    </Modal>
  );
}
