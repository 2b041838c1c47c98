import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation, currentLang } from '../../../lib/i18n';
import { PageIntro } from '../../../components/page/page-intro';
import { useHydrated } from '../../../lib/prerender/use-hydrated';
import '../newsletter-texts';
import { useUnsubscribe } from '../api/use-unsubscribe.mutation';
import { outcomeMessage, outcomeOfFailure, type UnsubscribeOutcome } from '../model/unsubscribe-outcome';
import './unsubscribe.css';

/**
 * /unsubscribe?token=..: the page the newsletter mails link to. One click withdraws consent; the
 * click (rather than the visit) does it, so mail scanners that open links cannot unsubscribe anyone.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // The prerendered page is everyone's, so it holds no link's token: it is read once hydrated.
  const hydrated = useHydrated();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const [outcome, setOutcome] = useState<UnsubscribeOutcome>({ kind: 'idle' });
  // Worked out on every render, so the text follows the header's language toggle.
  const message = outcomeMessage(outcome, currentLang());
  const finished = outcome.kind === 'done' || outcome.kind === 'unknownLink';

  const confirm = () =>
    unsubscribe.mutate(
      { token },
      {
        onSuccess: () => setOutcome({ kind: 'done' }),
        onError: (error) => setOutcome(outcomeOfFailure(error)),
      },
    );

  return (
    <PageIntro title={t('unsubscribe.title')} heading={t('unsubscribe.heading')} intro={hydrated && token && !finished ? t('unsubscribe.intro') : undefined}>
      <div className="card unsubscribe">
        {!hydrated ? null : !token ? (
          <p className="notice">{t('unsubscribe.missingLink')}</p>
        ) : (
          <>
            <div role="status">
              {message ? <p className={outcome.kind === 'done' ? 'notice unsubscribe__done' : 'notice notice--refusal unsubscribe__problem'}>{message}</p> : null}
            </div>
            {finished ? null : (
              <div className="form__actions">
                <button type="button" className="button" disabled={unsubscribe.isPending} onClick={confirm}>
                  {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
                </button>
              </div>
            )}
          </>
        )}
        {hydrated && (!token || finished) ? (
          <p className="unsubscribe__home">
            <Link to="/">{t('unsubscribe.toHome')}</Link>
          </p>
        ) : null}
      </div>
    </PageIntro>
  );
}
