/** The e-mail and username inputs every account form asks for, set up the same way everywhere. */
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

export function EmailField({ value, onChange, required = true }: TextFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The public username, with the hint on what it may contain. */
export function UsernameField({ value, onChange, required = true }: TextFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      label={t('fields.username')}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required={required}
      hint={t('fields.usernameHint')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** First and last name, each optional; the browser may fill them in. */
export function NameFields({
  firstname,
  lastname,
  onFirstname,
  onLastname,
}: {
  firstname: string;
  lastname: string;
  onFirstname: (value: string) => void;
  onLastname: (value: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField
        label={t('fields.firstName')}
        name="given-name"
        autoComplete="given-name"
        value={firstname}
        onChange={(event) => onFirstname(event.target.value)}
      />
      <FormField
        label={t('fields.lastName')}
        name="family-name"
        autoComplete="family-name"
        value={lastname}
        onChange={(event) => onLastname(event.target.value)}
      />
    </>
  );
}
