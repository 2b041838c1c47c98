import { useTranslation } from '../../../lib/i18n';
import { useLocation } from '../../../lib/router';
import { PageIntro } from '../../../components/page/page-intro';
import { useHydrated } from '../../../lib/prerender/use-hydrated';
import { readLoginState } from '../../../lib/session/login-return';
import { useEmailVerification } from '../hooks/use-email-verification';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './auth.css';

export function LoginPage() {
  const { t } = useTranslation();
  const verifying = useEmailVerification();
  const location = useLocation();
  // The history state is the browser's own: the prerendered page has none, so it is read once hydrated.
  const kept = useHydrated() ? readLoginState(location.state).kept : null;
  return (
    <PageIntro title={t('auth.title')} heading={t('auth.title')}>
      {kept ? (
        <p className="notice" role="status">
          {t(`auth.kept.${kept}`)}
        </p>
      ) : null}
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
