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
  const names = [
    { label: t('fields.firstName'), fill: 'given-name', value: firstname, onChange: onFirstname },
    { label: t('fields.lastName'), fill: 'family-name', value: lastname, onChange: onLastname },
  ];
  return names.map(({ label, fill, value, onChange }) => (
    <FormField
      key={fill}
      label={label}
      name={fill}
      autoComplete={fill}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ));
}
