import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { PageIntro } from '../../../components/page/page-intro';
import { useResumePending } from '../../../lib/pending/use-resume-pending';
import { takePendingClaim } from '../model/pending-claim';
import { useClaimForm } from './use-claim-form';
import { WarrantyClaimForm } from './warranty-claim-form';
import './warranty-claim.css';

/** /WarrantyClaim: the claim form, open to everyone; sending it needs a logged-in customer. */
export function WarrantyClaimPage() {
  const { t } = useTranslation();
  const controller = useClaimForm();
  useResumePending(takePendingClaim, controller.resume);
  // The form is sent from its end, far below the confirmation: the confirmation comes into view and
  // takes the focus (a screen reader reads it), and the visitor is not left at an emptied form.
  const done = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!controller.reference || !done.current) return;
    done.current.focus({ preventScroll: true });
    done.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [controller.reference]);

  return (
    <PageIntro title={t('pages.warrantyClaim.title')} heading={t('pages.warrantyClaim.heading')} intro={t('pages.warrantyClaim.intro')}>
      <div className="claim-page">
        {controller.reference ? (
          <section ref={done} tabIndex={-1} className="claim-done" role="status" aria-labelledby="claim-done-heading">
            <h2 id="claim-done-heading">{t('claimForm.submittedTitle')}</h2>
            <p>
              {t('claimForm.submittedText', { reference: controller.reference })}{' '}
              <Link to="/account" state={{ tab: 'warrantyClaimHistory' }}>
                {t('claimForm.toHistory')}
              </Link>
            </p>
          </section>
        ) : null}
        <WarrantyClaimForm controller={controller} />
      </div>
    </PageIntro>
  );
}
