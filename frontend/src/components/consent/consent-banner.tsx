import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { acceptAllChoice, essentialOnlyChoice } from '../../lib/consent/consent-choice';
import { consent, useConsent } from '../../lib/consent/consent.store';
import { useHydrated } from '../../lib/prerender/use-hydrated';
import './consent.css';

const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog').then((module) => ({ default: module.CookiePreferencesDialog })));

/**
 * Our own consent banner: it stays until the visitor decides, and until then only essential storage
 * is used. "Essential only" is as easy to press as "Accept all".
 */
export function ConsentBanner({ onReadPolicy }: { onReadPolicy: () => void }) {
  const { t } = useTranslation();
  const { choice, preferencesOpen, known } = useConsent();
  const hydrated = useHydrated();
  // From here the banner shows only if the visitor has not chosen: the mark that hid it while the
  // page was hydrated (set from storage by the page's first script) has done its job.
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute('data-consented');
  }, [hydrated]);

  return (
    <>
      {known && choice === null && !preferencesOpen ? (
        <section className="consent-banner" aria-label={t('consent.banner')}>
          <p className="consent-banner__text">
            {t('consent.text')}{' '}
            <button type="button" className="link-button" onClick={onReadPolicy}>
              {t('consent.readPolicy')}
            </button>
          </p>
          <div className="consent-banner__actions">
            <button type="button" className="button button--small button--ghost" onClick={consent.openPreferences}>
              {t('consent.customise')}
            </button>
            <button type="button" className="button button--small" onClick={() => consent.decide(essentialOnlyChoice(new Date()))}>
              {t('consent.essentialOnly')}
            </button>
            <button type="button" className="button button--small" onClick={() => consent.decide(acceptAllChoice(new Date()))}>
              {t('consent.acceptAll')}
            </button>
          </div>
        </section>
      ) : null}
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog choice={choice} />
        </Suspense>
      ) : null}
    </>
  );
}
