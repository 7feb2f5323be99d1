import { canSubmitPasswordChange, isValidPassword } from '@glentia/core';
import { KeyRound, Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useForgotPassword } from '../../auth/api/forgot-password.ts';
import { useUpdatePassword } from '../../auth/api/update-password.ts';
import { NewPasswordFields } from '../../auth/components/new-password-fields.tsx';
import { PasswordField } from '../../auth/components/password-field.tsx';
import { useProfile } from '../api/get-profile.ts';

/**
 * SPEC §2/§5 Security: the current password, then the new one and its confirmation; the button
 * works only when both match. An account that signs in only with Google or Apple has no password
 * yet: it gets one by an e-mailed link, which proves the mailbox is theirs.
 */
export function SecurityForm() {
  const profile = useProfile();
  if (!profile.data) return null;
  return profile.data.hasPassword ? <ChangePasswordForm /> : <SetPasswordByLink email={profile.data.email} />;
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const update = useUpdatePassword();
  const canSubmit =
    currentPassword !== '' && isValidPassword(password) && canSubmitPasswordChange(password, confirmation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    update.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          notify('success', t('security.changed'));
          setCurrentPassword('');
          setPassword('');
          setConfirmation('');
        },
        onError: (error) => notify('error', describeError(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <PasswordField
        label={ta('fields.currentPassword')}
        name="current-password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <FormSubmit icon={KeyRound} disabled={!canSubmit || update.isPending}>
        {t('security.save')}
      </FormSubmit>
    </form>
  );
}

function SetPasswordByLink({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const send = useForgotPassword();
  return (
    <div className="space-y-4">
      <p className="text-pretty">{t('security.noPassword')}</p>
      <button
        type="button"
        disabled={send.isPending || send.isSuccess}
        onClick={() =>
          send.mutate(email, {
            onSuccess: () => notify('success', t('security.linkSent', { email })),
            onError: (error) => notify('error', describeError(error)),
          })
        }
        className={buttonClass({ variant: 'primary', size: 'lg', className: 'w-full' })}
      >
        <Mail aria-hidden="true" className="size-5" />
        {t('security.sendLink')}
      </button>
    </div>
  );
}
