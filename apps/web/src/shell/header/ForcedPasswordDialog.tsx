import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionStore, useSession } from '../../state/session';
import { openPasswordDialog } from './passwordDialog';

/** After signing in with an initial or expired password: 'change now' or 'not now' (spec 000 section 2). */
export function ForcedPasswordDialog() {
  const { t } = useTranslation();
  const prompt = useSession((s) => s.passwordPrompt);
  const dismiss = () => sessionStore.set({ passwordPrompt: null });
  const expired = prompt === 'EXPIRED';
  return (
    <Modal
      open={prompt !== null}
      title={<span data-testid="pwd-prompt-title">{expired ? t('password.expiredTitle') : t('password.initialTitle')}</span>}
      closable={false}
      mask={{ closable: false }}
      width={420}
      footer={[
        <Button key="later" data-testid="pwd-prompt-later" onClick={dismiss}>
          {t('password.notNow')}
        </Button>,
        <Button
          key="now"
          type="primary"
          data-testid="pwd-prompt-now"
          onClick={() => {
            dismiss();
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
