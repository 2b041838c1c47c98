import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSubscribeNewsletter } from '../../lib/site/subscribe-newsletter.mutation';
import { notify } from '../../lib/toast';
import { FooterBlock } from './footer-block';

/** E-mail plus an unticked consent box; nothing is sent without the tick (PDPL: consent is opt-in). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      notify.error(t('siteFooter.newsletterConsentNeeded'));
      return;
    }
    subscribe.mutate(
      { email, consent: true },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setEmail('');
          setAgreed(false);
        },
        onError: notify.failure,
      },
    );
  };

  return (
    <FooterBlock headingId={`${id}-heading`} heading={t('siteFooter.newsletterHeading')}>
      <p>{t('siteFooter.newsletterIntro')}</p>
      <form className="newsletter" onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`} className="newsletter__label">
          {t('siteFooter.newsletterEmail')}
        </label>
        <div className="newsletter__row">
          <input
            id={`${id}-email`}
            type="email"
            dir="ltr"
            required
            autoComplete="email"
            className="newsletter__input"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button button--accent button--small" disabled={subscribe.isPending}>
            {t('siteFooter.newsletterSubmit')}
          </button>
        </div>
        <label className="newsletter__consent">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>{t('siteFooter.newsletterConsent')}</span>
        </label>
      </form>
    </FooterBlock>
  );
}
