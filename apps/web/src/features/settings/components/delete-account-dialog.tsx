import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useAccountTexts } from '../../../locales/lazy/account.ts';
import { useAuthTexts } from '../../../locales/lazy/auth.ts';
import { PasswordField } from '../../auth/components/password-field.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { profileQueryOptions } from '../api/get-profile.ts';

/**
 * SPEC §5: account deletion needs an OK confirmation, and the password (an account without one
 * needs a recent Google/Apple sign-in, which the server checks); then the local state resets and
 * we go home.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAccountTexts();
  const { t: ta } = useAuthTexts();
  const remove = useDeleteAccount();
  // Read only when the dialog opens: the settings page that holds it is open to visitors too.
  const profile = useQuery({ ...profileQueryOptions(), enabled: open });
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const needsPassword = profile.data?.hasPassword !== false;
  const close = () => {
    setPassword('');
    onClose();
  };
  const confirm = () =>
    remove.mutate(needsPassword ? password : null, {
      onSuccess: () => {
        close();
        notify('success', t('deleteAccount.done'));
        navigate('/', { replace: true });
      },
      onError: (error) => notify('error', describeError(error)),
    });
  return (
    <Modal
      open={open}
      role="alertdialog"
      onClose={close}
      title={t('deleteAccount.title')}
      footer={
        <>
          <button type="button" onClick={close} className={buttonClass({ variant: 'ghost' })}>
            {t('deleteAccount.cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={remove.isPending || !profile.data || (needsPassword && password === '')}
            data-testid="confirm-delete-account"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-danger px-5 text-sm font-semibold text-danger-foreground shadow-card hover:brightness-110 disabled:opacity-50"
          >
            {t('deleteAccount.confirm')}
          </button>
        </>
      }
    >
      <p className="text-pretty">{t('deleteAccount.message')}</p>
      {needsPassword ? (
        <div className="mt-4">
          <PasswordField
            label={ta('fields.password')}
            name="delete-account-password"
            autoComplete="current-password"
            hint={t('deleteAccount.passwordHint')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
      ) : (
        <p className="mt-4 text-pretty text-muted">{t('deleteAccount.socialHint')}</p>
      )}
    </Modal>
  );
}
