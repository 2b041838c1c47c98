import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dealer/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

interface NewPasswordFieldsProps {
  newLabel: string;
  confirmLabel: string;
  values: { newPassword: string; confirmPassword: string };
  onChange: (field: 'newPassword' | 'confirmPassword') => (value: string) => void;
}

/** A new password and its confirmation, with the length rule: password change and reset share them. */
export function NewPasswordFields({ newLabel, confirmLabel, values, onChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={newLabel}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('passwordChange.minLengthHint', { count: PASSWORD_MIN_LENGTH })}
        value={values.newPassword}
        onValueChange={onChange('newPassword')}
      />
      <TextField
        label={confirmLabel}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onValueChange={onChange('confirmPassword')}
      />
    </>
  );
}
