import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { specMessage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useChangePassword } from '../../lib/session/use-change-password.mutation';
import { NewPasswordFields } from '../form/new-password-fields';
import { TextField } from '../form/text-field';
import { useFormState } from '../form/use-form-state';
import { validatePasswordChange, type PasswordChangeValues } from './password-change.validation';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Used by My Account and the admin area; `email` is the logged-in customer's. */
export function PasswordChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { values, setField, reset } = useFormState(EMPTY);
  const changePassword = useChangePassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validatePasswordChange(values);
    if (problem) {
      notify.error(specMessage(problem));
      return;
    }
    changePassword.mutate(
      { email, password: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          reset();
          // The server has ended every session of this customer: say so and send them to log in.
          notify.success(`${specMessage('passwordUpdated')}. ${t('passwordChange.loginAgain')}`);
          navigate('/login', { replace: true });
        },
        onError: notify.failure,
      },
    );
  };

  return (
    <section className="card" aria-labelledby="password-change-heading">
      <h2 id="password-change-heading" className="card__title">
        {t('passwordChange.heading')}
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('passwordChange.currentPassword')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onValueChange={setField('currentPassword')}
        />
        <NewPasswordFields
          newLabel={t('passwordChange.newPassword')}
          confirmLabel={t('passwordChange.confirmPassword')}
          values={values}
          onChange={setField}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={changePassword.isPending}>
            {t('passwordChange.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
