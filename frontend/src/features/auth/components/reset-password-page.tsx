import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation, specMessage } from '../../../lib/i18n';
import { FormActions } from '../../../components/form/form-actions';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { validateNewPassword } from '../../../components/form/new-password.validation';
import { EmailField } from '../../../components/form/preset-fields';
import { submitWhenValid } from '../../../components/form/submit-when-valid';
import { useFormState } from '../../../components/form/use-form-state';
import { PageIntro } from '../../../components/page/page-intro';
import { notify } from '../../../lib/toast';
import { useResetPassword } from '../api/use-reset-password.mutation';
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

  const onSubmit = submitWhenValid(
    () => validateNewPassword(values.newPassword, values.confirmPassword),
    () =>
      resetPassword.mutate(
        { email, token, ...values },
        {
          onSuccess: () => {
            notify.success(specMessage('passwordCreated'));
            navigate('/login', { replace: true });
          },
          onError: notify.failure,
        },
      ),
  );

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
            <EmailField label={t('auth.email')} required={false} value={email} readOnly autoComplete="username" />
            <NewPasswordFields texts="resetPassword" values={values} onChange={setField} />
            <FormActions submitLabel={t('resetPassword.submit')} busy={resetPassword.isPending} />
          </form>
        )}
      </div>
    </PageIntro>
  );
}
