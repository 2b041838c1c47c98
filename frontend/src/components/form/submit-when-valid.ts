import type { FormEvent } from 'react';
import type { SpecMessageKey } from '@dealer/contracts';
import { specMessage } from '../../lib/i18n';
import { notify } from '../../lib/toast';

/**
 * A form's submit handler: the browser's own submit is stopped, a problem found by `check` is shown as
 * the spec's error toast, `fields` (the form's field problems) marks every field to fix and focuses the
 * first, and only a form without either is sent.
 */
export function submitWhenValid(check: () => SpecMessageKey | null, send: () => void, fields?: { check: () => boolean }) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = check();
    const fieldsFine = fields ? fields.check() : true;
    if (problem) notify.error(specMessage(problem));
    if (problem || !fieldsFine) return;
    send();
  };
}
