import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextField } from '../../../components/form/text-field';
import { useFormState } from '../../../components/form/use-form-state';
import { PageIntro } from '../../../components/page/page-intro';
import { specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useResetPassword } from '../api/use-reset-password.mutation';
import { validateNewPassword } from '../validation/auth-forms.validation';
import './auth.css';

const EMPTY = { newPassword: '', confirmPassword: '' };

/** /forgotpassword?email=..&token=..: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  const resetPassword = useResetPassword();
  const { values, setField } = useFormState(EMPTY);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewPassword(values.newPassword, values.confirmPassword);
    if (problem) {
      notify.error(specMessage(problem));
      return;
    }
    resetPassword.mutate(
      { email, token, ...values },
      {
        onSuccess: () => {
          notify.success(specMessage('passwordCreated'));
          navigate('/login', { replace: true });
        },
        onError: notify.failure,
      },
    );
  };

  return (
    <PageIntro title={t('resetPassword.title')} heading={t('resetPassword.heading')} intro={t('resetPassword.intro')}>
      <div className="card auth-narrow">
        {!email || !token ? (
          <>
            <p className="notice">{t('resetPassword.missingLink')}</p>
            <p>
              <Link to="/login">{t('resetPassword.toLogin')}</Link>
            </p>
          </>
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate>
            <TextField label={t('auth.email')} type="email" name="email" value={email} readOnly autoComplete="username" />
            <NewPasswordFields
              newLabel={t('resetPassword.newPassword')}
              confirmLabel={t('resetPassword.confirmPassword')}
              values={values}
              onChange={setField}
            />
            <div className="form__actions">
              <button type="submit" className="button" disabled={resetPassword.isPending}>
                {t('resetPassword.submit')}
              </button>
            </div>
          </form>
        )}
      </div>
    </PageIntro>
  );
}
