import { readPending, takePending, type PendingStorage, type PendingSubmission } from '../../../lib/pending/pending-submission';
import { CLAIM_FIELDS } from '../../../lib/claim/claim-fields';
import { EMPTY_CLAIM_FORM, type ClaimFormValues } from './claim-form';
import { PENDING_CLAIM_KEY } from './pending-claim-key';

export { PENDING_CLAIM_KEY };

export type PendingClaim = PendingSubmission<ClaimFormValues>;

export type SaveOutcome = 'saved' | 'savedWithoutImage' | 'notSaved';

const text = (value: unknown): value is string => typeof value === 'string';
const isImageDataUrl = (value: unknown): value is string => text(value) && /^data:image\/(png|jpeg|webp);base64,/.test(value);

function readValues(raw: unknown): ClaimFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const source = raw as Record<string, unknown>;
  if (!CLAIM_FIELDS.every((field) => source[field] === undefined || text(source[field]))) return null;
  const values: ClaimFormValues = { ...EMPTY_CLAIM_FORM };
  for (const field of CLAIM_FIELDS) values[field] = (source[field] as string | undefined) ?? '';
  values.invoiceImage = isImageDataUrl(source.invoiceImage) ? source.invoiceImage : '';
  return values;
}

/**
 * Keeps the claim while the visitor logs in. A photo of several megabytes can overflow the browser's
 * storage quota; the typed fields matter more, so they are kept without the photo then.
 */
export function savePendingClaim(storage: PendingStorage, pending: PendingClaim): SaveOutcome {
  try {
    storage.setItem(PENDING_CLAIM_KEY, JSON.stringify(pending));
    return 'saved';
  } catch {
    if (!pending.values.invoiceImage) return 'notSaved';
  }
  try {
    storage.setItem(PENDING_CLAIM_KEY, JSON.stringify({ ...pending, values: { ...pending.values, invoiceImage: '' } }));
    return 'savedWithoutImage';
  } catch {
    return 'notSaved';
  }
}

/** The saved claim, if there is a readable one; anything else is treated as none. */
export function readPendingClaim(storage: PendingStorage): PendingClaim | null {
  return readPending(storage, PENDING_CLAIM_KEY, readValues);
}

/**
 * Reads and removes the saved claim in one step, before anything is posted: a second tab, a
 * re-render or a double-mounted effect then finds nothing, so the claim is submitted once.
 */
export function takePendingClaim(storage: PendingStorage): PendingClaim | null {
  return takePending(storage, PENDING_CLAIM_KEY, readValues);
}
