import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useAccountTexts } from '../../../locales/lazy/account.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** SPEC §5: account deletion needs an OK confirmation; then the local state resets and we go home. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAccountTexts();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onClose();
        notify('success', t('deleteAccount.done'));
        navigate('/', { replace: true });
      },
      onError: (error) => notify('error', describeError(error)),
    });
  return (
    <Modal
      open={open}
      role="alertdialog"
      onClose={onClose}
      title={t('deleteAccount.title')}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClass({ variant: 'ghost' })}>
            {t('deleteAccount.cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={remove.isPending}
            data-testid="confirm-delete-account"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-danger px-5 text-sm font-semibold text-danger-foreground shadow-card hover:brightness-110 disabled:opacity-50"
          >
            {t('deleteAccount.confirm')}
          </button>
        </>
      }
    >
      <p className="text-pretty">{t('deleteAccount.message')}</p>
    </Modal>
  );
}
