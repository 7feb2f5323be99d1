import { buttonClass } from '../../../components/ui/button.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../stores/session.ts';
import { useSessionExpired } from '../../../stores/session-expired.ts';

/** SPEC §8: the session is over. Persistent; Login and Cancel both log out, Login goes to /login. */
export function SessionExpiredDialog() {
  const { t } = useTranslation('auth');
  const open = useSessionExpired((state) => state.open);
  const hide = useSessionExpired((state) => state.hide);
  const navigate = useNavigate();
  const finish = (toLogin: boolean) => {
    useSession.getState().logout();
    hide();
    if (toLogin) navigate('/login');
  };
  return (
    <Dialog
      open={open}
      persistent
      role="alertdialog"
      onClose={() => {}}
      title={t('expired.title')}
      footer={
        <>
          <button type="button" onClick={() => finish(false)} className={buttonClass({ variant: 'ghost' })}>
            {t('expired.cancel')}
          </button>
          <button type="button" onClick={() => finish(true)} className={buttonClass({ variant: 'primary' })}>
            {t('expired.login')}
          </button>
        </>
      }
    >
      <p>{t('expired.message')}</p>
    </Dialog>
  );
}
