import { useTranslation } from '../../../lib/i18n';
import type { ContactInput } from '@dealer/contracts';
import { EmailField, PhoneField } from '../../../components/form/preset-fields';
import { submitWhenValid } from '../../../components/form/submit-when-valid';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useCheckedForm } from '../../../components/form/use-checked-form';
import { FormNotice } from '../../../components/form-notice/form-notice';
import { CardSection } from '../../../components/layout/card-section';
import { notify } from '../../../lib/toast';
import { useSendQuote } from '../api/use-send-quote.mutation';
import { EMPTY_QUOTE, isQuoteComplete, QUOTE_FIELDS, quoteProblems } from './quote-form.model';

/** Get A Quote: name, email, phoneNumber, message (spec section 5). */
export function QuoteForm() {
  const { t } = useTranslation();
  const { values, setField, reset, problems, errorOf } = useCheckedForm<ContactInput, (typeof QUOTE_FIELDS)[number]>(EMPTY_QUOTE, quoteProblems, QUOTE_FIELDS, (field) =>
    t(`contactPage.${field}`),
  );
  const send = useSendQuote();

  const onSubmit = submitWhenValid(
    () => (isQuoteComplete(values) ? null : 'fillDetails'),
    () =>
      send.mutate(values, {
        onSuccess: ({ message }) => {
          notify.success(message);
          reset();
        },
        onError: (error) => problems.failed(error),
      }),
    problems,
  );

  return (
    <CardSection headingId="quote-heading" heading={t('contactPage.formHeading')}>
      {/* noValidate: the spec's own 'Please fill details' toast answers an incomplete form. */}
      <form className="quote-form" onSubmit={onSubmit} onBlur={problems.onBlur} ref={problems.formRef} noValidate>
        <TextField label={t('contactPage.name')} name="name" value={values.name} onValueChange={setField('name')} autoComplete="name" required error={errorOf('name')} />
        <EmailField label={t('contactPage.email')} value={values.email} onValueChange={setField('email')} autoComplete="email" error={errorOf('email')} />
        <PhoneField
          label={t('contactPage.phoneNumber')}
          name="phoneNumber"
          value={values.phoneNumber}
          onValueChange={setField('phoneNumber')}
          autoComplete="tel"
          hint={t('contactPage.phoneHint')}
          error={errorOf('phoneNumber')}
        />
        <TextAreaField label={t('contactPage.message')} name="message" rows={5} required value={values.message} onValueChange={setField('message')} error={errorOf('message')} />
        <FormNotice className="form__refusal" text={problems.refusal.form} />
        <button type="submit" className="button button--accent" disabled={send.isPending}>
          {t('contactPage.submit')}
        </button>
      </form>
    </CardSection>
  );
}
