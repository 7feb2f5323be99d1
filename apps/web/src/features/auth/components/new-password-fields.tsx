import { canSubmitPasswordChange } from '@glentia/core';
import { useTranslation } from '../../../lib/i18n.ts';
import { PasswordField } from './password-field.tsx';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
}

/** New password and its confirmation (SPEC §5), saying so when the two differ. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const differ = confirmation !== '' && password !== '' && !canSubmitPasswordChange(password, confirmation);
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        name="new-password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        error={differ ? t('fields.passwordsDiffer') : null}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
