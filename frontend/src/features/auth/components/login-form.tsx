import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { useFormState } from '../../../components/form/use-form-state';
import { specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { browserHintStorage, writeSessionHints } from '../../../lib/session/session-hints';
import { sessionQueryOptions } from '../../../lib/session/session.query';
import { useLogin } from '../api/use-login.mutation';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const EMPTY = { email: '', password: '' };

/** Where to go after login: back to the page that sent the user here, never off-site. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const { values, setField } = useFormState(EMPTY);
  const [forgotOpen, setForgotOpen] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.email.trim() || !values.password) {
      notify.error(specMessage('fillDetails'));
      return;
    }
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: async ({ customer, message }) => {
          if (!customer) {
            notify.error(message);
            return;
          }
          if (!customer.verified) {
            // The server opened no session: only the reminder to verify is shown.
            notify.info(message || specMessage('verifyEmailFirst'));
            return;
          }
          writeSessionHints(browserHintStorage(), customer);
          // Protected pages decide on the server's answer, so fetch it before going there.
          await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
          notify.success(message);
          navigate(customer.type === 'admin' ? '/AdminPanel' : returnPath(location.state), { replace: true });
        },
        onError: notify.failure,
      },
    );
  };

  return (
    <section className="card" aria-labelledby="login-heading">
      <h2 id="login-heading" className="card__title">
        {t('auth.loginHeading')}
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={values.email}
          onValueChange={setField('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValueChange={setField('password')}
        />
        <div className="form__actions form__actions--spread">
          <button type="submit" className="button" disabled={login.isPending}>
            {t('auth.login')}
          </button>
          <button type="button" className="link-button" onClick={() => setForgotOpen(true)} aria-haspopup="dialog">
            {t('auth.forgotPassword')}
          </button>
        </div>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={values.email} />
    </section>
  );
}
