import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactInput } from '@dealer/contracts';
import { TextField } from '../../../components/form/text-field';
import { specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useSendQuote } from '../api/use-send-quote.mutation';
import { EMPTY_QUOTE, isQuoteComplete } from './quote-form.model';

/** Get A Quote: name, email, phoneNumber, message (spec section 5). */
export function QuoteForm() {
  const { t } = useTranslation();
  const [input, setInput] = useState<ContactInput>(EMPTY_QUOTE);
  const send = useSendQuote();
  const set = (field: keyof ContactInput) => (value: string) => setInput((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isQuoteComplete(input)) {
      notify.error(specMessage('fillDetails'));
      return;
    }
    send.mutate(input, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setInput(EMPTY_QUOTE);
      },
      onError: notify.failure,
    });
  };

  return (
    <section className="card" aria-labelledby="quote-heading">
      <h2 id="quote-heading" className="card__title">
        {t('contactPage.formHeading')}
      </h2>
      {/* noValidate: the spec's own 'Please fill details' toast answers an incomplete form. */}
      <form className="quote-form" onSubmit={onSubmit} noValidate>
        <TextField label={t('contactPage.name')} value={input.name} onValueChange={set('name')} autoComplete="name" required />
        <TextField label={t('contactPage.email')} type="email" value={input.email} onValueChange={set('email')} autoComplete="email" required />
        <TextField
          label={t('contactPage.phoneNumber')}
          type="tel"
          inputMode="tel"
          value={input.phoneNumber}
          onValueChange={set('phoneNumber')}
          autoComplete="tel"
          hint={t('contactPage.phoneHint')}
          required
        />
        <div className="field">
          <label className="field__label" htmlFor="quote-message">
            {t('contactPage.message')}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <textarea id="quote-message" className="field__input" rows={5} required value={input.message} onChange={(event) => set('message')(event.target.value)} />
        </div>
        <button type="submit" className="button button--accent" disabled={send.isPending}>
          {t('contactPage.submit')}
        </button>
      </form>
    </section>
  );
}
