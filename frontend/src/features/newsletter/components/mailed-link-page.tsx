import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageResponse } from '@dealer/contracts';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation, currentLang } from '../../../lib/i18n';
import { PageIntro } from '../../../components/page/page-intro';
import { useHydrated } from '../../../lib/prerender/use-hydrated';
import '../newsletter-texts';
import { outcomeMessage, outcomeOfFailure, type LinkMessages, type LinkOutcome } from '../model/link-outcome';
import './mailed-link.css';

interface MailedLinkPageProps {
  /** The group of texts in newsletter.en.ts this page reads (title, heading, intro, the button's). */
  texts: 'unsubscribe' | 'confirmSubscription';
  /** What one click sends: the link's token. */
  action: UseMutationResult<MessageResponse, unknown, { token: string }>;
  messages: LinkMessages;
}

/**
 * A page a newsletter mail links to (…?token=..), acting on one click: the click, rather than the
 * visit, does it, so mail scanners that open links cannot confirm or unsubscribe anyone.
 */
export function MailedLinkPage({ texts, action, messages }: MailedLinkPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // The prerendered page is everyone's, so it holds no link's token: it is read once hydrated.
  const hydrated = useHydrated();
  const token = searchParams.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<LinkOutcome>({ kind: 'idle' });
  // Worked out on every render, so the text follows the header's language toggle.
  const message = outcomeMessage(outcome, currentLang(), messages);
  const finished = outcome.kind === 'done' || outcome.kind === 'unknownLink';

  const send = () =>
    action.mutate(
      { token },
      {
        onSuccess: () => setOutcome({ kind: 'done' }),
        onError: (error) => setOutcome(outcomeOfFailure(error)),
      },
    );

  return (
    <PageIntro title={t(`${texts}.title`)} heading={t(`${texts}.heading`)} intro={hydrated && token && !finished ? t(`${texts}.intro`) : undefined}>
      <div className="card mailed-link">
        {!hydrated ? null : !token ? (
          <p className="notice">{t(`${texts}.missingLink`)}</p>
        ) : (
          <>
            <div role="status">
              {message ? <p className={outcome.kind === 'done' ? 'notice mailed-link__done' : 'notice notice--refusal mailed-link__problem'}>{message}</p> : null}
            </div>
            {finished ? null : (
              <div className="form__actions">
                <button type="button" className="button" disabled={action.isPending} onClick={send}>
                  {action.isPending ? t(`${texts}.working`) : t(`${texts}.confirm`)}
                </button>
              </div>
            )}
          </>
        )}
        {hydrated && (!token || finished) ? (
          <p className="mailed-link__home">
            <Link to="/">{t(`${texts}.toHome`)}</Link>
          </p>
        ) : null}
      </div>
    </PageIntro>
  );
}
