import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { notify } from '../../../lib/toast.ts';
import { PasswordField } from '../../auth/components/password-field.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { profileQueryOptions } from '../api/get-profile.ts';

/**
 * SPEC §5: account deletion needs an OK confirmation, and the password (an account without one
 * needs a recent Google/Apple sign-in, which the server checks); then the local state resets and
 * we go home.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
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
    <Dialog
      open={open}
      role="alertdialog"
      onClose={close}
      title={t('deleteAccount.title')}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('deleteAccount.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            disabled={remove.isPending || !profile.data || (needsPassword && password === '')}
            data-testid="confirm-delete-account"
          >
            {t('deleteAccount.confirm')}
          </Button>
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
    </Dialog>
  );
}
