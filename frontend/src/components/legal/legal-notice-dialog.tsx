import { useState } from 'react';
import { useTranslation, currentLang } from '../../lib/i18n';
import type { Lang } from '@dealer/contracts';
import { formatDualDate } from '../../lib/format/dates';
import { LANG_NATIVE_NAMES } from '../../lib/lang-preference';
import { NOTICES, NOTICES_UPDATED, UPDATED_LABEL, type NoticeKind } from '../../locales/legal-notices';
import { ModalDialog } from '../dialog/modal-dialog';
import './legal-notice.css';

/** The privacy notice or cookie policy, readable in either language whatever the page language is. */
export function LegalNoticeDialog({ kind, onClose }: { kind: NoticeKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Lang>(currentLang());
  const notice = NOTICES[lang][kind];

  return (
    <ModalDialog open title={t(kind === 'privacy' ? 'siteFooter.privacy' : 'siteFooter.cookies')} onClose={onClose}>
      <div role="group" aria-label={t('legal.noticeLanguage')} className="notice-langs">
        {(['en', 'ar'] as const).map((option) => (
          <button key={option} type="button" lang={option} className="button button--small button--ghost" aria-pressed={lang === option} onClick={() => setLang(option)}>
            {LANG_NATIVE_NAMES[option]}
          </button>
        ))}
      </div>
      <article lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="legal-notice">
        <h3 className="legal-notice__title">{notice.title}</h3>
        {notice.sections.map((section) => (
          <section key={section.heading}>
            <h4 className="legal-notice__heading">{section.heading}</h4>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p className="legal-notice__updated">{UPDATED_LABEL[lang]} {formatDualDate(new Date(NOTICES_UPDATED), lang)}</p>
      </article>
    </ModalDialog>
  );
}
