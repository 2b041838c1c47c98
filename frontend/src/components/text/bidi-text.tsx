import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ContentText as ContentTextValue } from '@dealer/contracts';

/**
 * Right-to-left safety on the site: a Latin or numeric run inside Arabic text is isolated by the element
 * (plain-text mail uses Unicode isolates, `isolate` in contracts, for the same).
 */

/** Text of either direction (a time, a date, a name a customer typed) that must not reorder its neighbours. */
export function Bdi({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}

/** Text that always reads left to right: references, phone numbers, e-mail addresses, plate-like codes. */
export function LtrText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/**
 * An admin-managed text as `contentText` picked it for the reader. When an Arabic page shows the English
 * text (no Arabic entered yet), the text says it is English, so it is read and laid out as such.
 */
export function ContentText({ value, className }: { value: ContentTextValue; className?: string }) {
  const { i18n } = useTranslation();
  if (value.lang === i18n.language) return className ? <span className={className}>{value.text}</span> : <>{value.text}</>;
  return (
    <bdi lang={value.lang} className={className}>
      {value.text}
    </bdi>
  );
}
