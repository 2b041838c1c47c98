import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SAUDI_MOBILE_HINT } from '@dealer/contracts';
import { TextField } from '../../../components/form/text-field';
import { useFormState } from '../../../components/form/use-form-state';
import { currentLang, specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useRegister } from '../api/use-register.mutation';
import { EMPTY_REGISTER_FORM, validateRegisterForm } from '../validation/auth-forms.validation';

export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegister();
  const { values, setField, reset } = useFormState(EMPTY_REGISTER_FORM);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateRegisterForm(values);
    if (problem) {
      notify.error(specMessage(problem));
      return;
    }
    const { confirmPassword: _confirm, ...fields } = values;
    register.mutate(
      { ...fields, email: fields.email.trim(), lang: currentLang() },
      {
        onSuccess: ({ message }) => {
          notify.info(message);
          reset();
        },
        onError: notify.failure,
      },
    );
  };

  return (
    <section className="card" aria-labelledby="register-heading">
      <h2 id="register-heading" className="card__title">
        {t('auth.registerHeading')}
      </h2>
      <p className="card__intro">{t('auth.registerIntro')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="form__row">
          <TextField label={t('auth.firstName')} name="firstName" autoComplete="given-name" required value={values.firstName} onValueChange={setField('firstName')} />
          <TextField label={t('auth.lastName')} name="lastName" autoComplete="family-name" required value={values.lastName} onValueChange={setField('lastName')} />
        </div>
        <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" required value={values.email} onValueChange={setField('email')} />
        <TextField
          label={t('auth.phoneNumber')}
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          inputMode="tel"
          placeholder={SAUDI_MOBILE_HINT}
          hint={t('auth.phoneHint')}
          required
          value={values.phoneNumber}
          onValueChange={setField('phoneNumber')}
        />
        <div className="form__row">
          <TextField label={t('auth.password')} type="password" name="password" autoComplete="new-password" required value={values.password} onValueChange={setField('password')} />
          <TextField label={t('auth.confirmPassword')} type="password" name="confirmPassword" autoComplete="new-password" required value={values.confirmPassword} onValueChange={setField('confirmPassword')} />
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--accent" disabled={register.isPending}>
            {t('auth.register')}
          </button>
        </div>
      </form>
    </section>
  );
}
