import type { MouseEvent, ReactNode } from 'react';

interface BookingFormLinkProps {
  formId: string;
  className: string;
  children: ReactNode;
}

/**
 * A link to the booking form on this page that also puts the cursor in its first field, so the
 * customer can start choosing at once (a plain #link only scrolls). Opened in a new tab it still
 * lands on the form.
 */
export function BookingFormLink({ formId, className, children }: BookingFormLinkProps) {
  const bring = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(formId);
    if (!form || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    form.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
  };
  return (
    <a href={`#${formId}`} className={className} onClick={bring}>
      {children}
    </a>
  );
}
