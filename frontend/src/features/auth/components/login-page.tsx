import { useTranslation } from '../../../lib/i18n';
import { PageIntro } from '../../../components/page/page-intro';
import { useEmailVerification } from '../hooks/use-email-verification';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './auth.css';

export function LoginPage() {
  const { t } = useTranslation();
  const verifying = useEmailVerification();
  return (
    <PageIntro title={t('auth.title')} heading={t('auth.title')}>
      {verifying ? (
        <p className="notice" role="status">
          {t('auth.verifying')}
        </p>
      ) : null}
      <div className="auth-grid">
        <LoginForm />
        <RegisterForm />
      </div>
    </PageIntro>
  );
}
