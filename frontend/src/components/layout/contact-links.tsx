import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

/** The dealer's phone as a call link; the number reads left to right on Arabic pages too. */
export function PhoneLink({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replace(/\s+/g, '')}`}>
      <bdi dir="ltr">{number}</bdi>
    </a>
  );
}

export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** A WhatsApp chat in a new tab; wa.me wants the number in international form, digits only. */
export function WhatsAppLink({ number, className, children }: { number: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={`https://wa.me/${number.replace(/\D/g, '')}`} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
