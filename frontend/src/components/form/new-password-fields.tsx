import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dealer/contracts';
import { useTranslation } from '../../lib/i18n';
import { PasswordField } from './preset-fields';

interface NewPasswordFieldsProps {
  /** The page whose labels they take: <texts>.newPassword and <texts>.confirmPassword. */
  texts: 'passwordChange' | 'resetPassword';
  values: { newPassword: string; confirmPassword: string };
  onChange: (field: 'newPassword' | 'confirmPassword') => (value: string) => void;
  /** What is wrong with each, shown at the field. */
  errors?: { newPassword?: string; confirmPassword?: string };
}

/** A new password and its confirmation, with the length rule: password change and reset share them. */
export function NewPasswordFields({ texts, values, onChange, errors = {} }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t(`${texts}.newPassword`)}
        name="newPassword"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('passwordChange.minLengthHint', { count: PASSWORD_MIN_LENGTH })}
        value={values.newPassword}
        onValueChange={onChange('newPassword')}
        error={errors.newPassword}
      />
      <PasswordField
        label={t(`${texts}.confirmPassword`)}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={onChange('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
