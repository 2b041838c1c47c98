import { useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation, specMessage } from '../../../lib/i18n';
import { worksInAdminArea } from '@dealer/contracts';
import { FormActions } from '../../../components/form/form-actions';
import { EmailField, PasswordField } from '../../../components/form/preset-fields';
import { submitWhenValid } from '../../../components/form/submit-when-valid';
import { useCheckedForm } from '../../../components/form/use-checked-form';
import { FormNotice } from '../../../components/form-notice/form-notice';
import { CardSection } from '../../../components/layout/card-section';
import { NO_REFUSAL } from '../../../lib/form-refusal';
import { notify } from '../../../lib/toast';
import { browserHintStorage, writeSessionHints } from '../../../lib/session/session-hints';
import { readLoginState } from '../../../lib/session/login-return';
import { sessionQueryOptions } from '../../../lib/session/session.query';
import { useLogin } from '../api/use-login.mutation';
import { ForgotPasswordDialog } from './forgot-password-dialog';

import { LOGIN_FIELDS, loginProblems } from '../validation/auth-forms.validation';

const EMPTY = { email: '', password: '' };

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const { values, setField, problems, errorOf } = useCheckedForm(EMPTY, loginProblems, LOGIN_FIELDS, (field) => t(`auth.${field}`));
  const [forgotOpen, setForgotOpen] = useState(false);

  const onSubmit = submitWhenValid(
    () => (!values.email.trim() || !values.password ? 'fillDetails' : null),
    () =>
      login.mutate(
        { email: values.email.trim(), password: values.password },
        {
          onSuccess: async ({ customer, message }) => {
            // An earlier attempt's "Invalid e-mail or password" must not stand under this answer.
            problems.setRefusal(NO_REFUSAL);
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
            navigate(worksInAdminArea(customer.type) ? '/AdminPanel' : readLoginState(location.state).returnTo, { replace: true });
          },
          onError: (error) => problems.failed(error),
        },
      ),
    problems,
  );

  return (
    <CardSection headingId="login-heading" heading={t('auth.loginHeading')}>
      <form className="form" onSubmit={onSubmit} onBlur={problems.onBlur} ref={problems.formRef} noValidate>
        <EmailField label={t('auth.email')} autoComplete="username" value={values.email} onValueChange={setField('email')} error={errorOf('email')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={values.password}
          onValueChange={setField('password')}
          error={errorOf('password')}
        />
        <FormNotice className="form__refusal" text={problems.refusal.form} />
        <FormActions submitLabel={t('auth.login')} busy={login.isPending} spread>
          <button type="button" className="link-button" onClick={() => setForgotOpen(true)} aria-haspopup="dialog">
            {t('auth.forgotPassword')}
          </button>
        </FormActions>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        // A refused login ("Invalid e-mail or password") is answered once a reset link is sent: left above the button, it would read as a fault of the link.
        onSent={() => problems.setRefusal(NO_REFUSAL)}
        initialEmail={values.email}
      />
    </CardSection>
  );
}
