import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { makeChoice, OPTIONAL_CATEGORIES, type ConsentCategory, type ConsentChoice } from '../../lib/consent/consent-choice';
import { consent } from '../../lib/consent/consent.store';
import { ModalDialog } from '../dialog/modal-dialog';

/** Change or withdraw consent per category; optional categories start off until chosen. */
export function CookiePreferencesDialog({ choice }: { choice: ConsentChoice | null }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Record<ConsentCategory, boolean>>({
    analytics: choice?.analytics ?? false,
    marketing: choice?.marketing ?? false,
  });

  return (
    <ModalDialog open title={t('consent.preferencesTitle')} onClose={consent.closePreferences}>
      <form
        className="cookie-preferences"
        onSubmit={(event) => {
          event.preventDefault();
          consent.decide(makeChoice(selected, new Date()));
        }}
      >
        <label className="cookie-preferences__option">
          <input type="checkbox" checked disabled />
          <span>
            <strong>{t('consent.essential')}</strong>
            <span className="cookie-preferences__text">{t('consent.essentialText')}</span>
          </span>
        </label>
        {OPTIONAL_CATEGORIES.map((category) => (
          <label key={category} className="cookie-preferences__option">
            <input type="checkbox" checked={selected[category]} onChange={(event) => setSelected({ ...selected, [category]: event.target.checked })} />
            <span>
              <strong>{t(`consent.${category}`)}</strong>
              <span className="cookie-preferences__text">{t(`consent.${category}Text`)}</span>
            </span>
          </label>
        ))}
        <button type="submit" className="button">
          {t('consent.save')}
        </button>
      </form>
    </ModalDialog>
  );
}
