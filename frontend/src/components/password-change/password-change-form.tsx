import { useNavigate } from '../../lib/router';
import { useTranslation, specMessage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useChangePassword } from '../../lib/session/use-change-password.mutation';
import { FormActions } from '../form/form-actions';
import { NewPasswordFields } from '../form/new-password-fields';
import { PasswordField } from '../form/preset-fields';
import { submitWhenValid } from '../form/submit-when-valid';
import { useCheckedForm } from '../form/use-checked-form';
import { FormNotice } from '../form-notice/form-notice';
import { CardSection } from '../layout/card-section';
import { PASSWORD_CHANGE_FIELDS, passwordChangeProblems, validatePasswordChange, type PasswordChangeValues } from './password-change.validation';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Used by My Account and the admin area; `email` is the logged-in customer's. */
export function PasswordChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, setField, reset, problems, errorOf } = useCheckedForm(EMPTY, passwordChangeProblems, PASSWORD_CHANGE_FIELDS, (field) =>
    t(`passwordChange.${field}`),
  );
  const changePassword = useChangePassword();

  const onSubmit = submitWhenValid(
    () => validatePasswordChange(values),
    () =>
      changePassword.mutate(
        { email, password: values.currentPassword, newPassword: values.newPassword },
        {
          onSuccess: () => {
            reset();
            // The server has ended every session of this customer: say so and send them to log in.
            notify.success(`${specMessage('passwordUpdated')}. ${t('passwordChange.loginAgain')}`);
            navigate('/login', { replace: true });
          },
          // The request calls the current password `password`.
          onError: (error) => problems.failed(error, { password: 'currentPassword' }),
        },
      ),
    problems,
  );

  return (
    <CardSection headingId="password-change-heading" heading={t('passwordChange.heading')}>
      <form className="form" onSubmit={onSubmit} onBlur={problems.onBlur} ref={problems.formRef} noValidate>
        <PasswordField
          label={t('passwordChange.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onValueChange={setField('currentPassword')}
          error={errorOf('currentPassword')}
        />
        <NewPasswordFields
          texts="passwordChange"
          values={values}
          onChange={setField}
          errors={{ newPassword: errorOf('newPassword'), confirmPassword: errorOf('confirmPassword') }}
        />
        <FormNotice className="form__refusal" text={problems.refusal.form} />
        <FormActions submitLabel={t('passwordChange.submit')} busy={changePassword.isPending} />
      </form>
    </CardSection>
  );
}
