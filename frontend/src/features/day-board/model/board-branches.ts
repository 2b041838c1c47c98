import { contentText, type Lang, type LocationRow, type SessionCustomer } from '@dealer/contracts';
import type { Choice } from '../../../components/choice-field/choice-field';

/**
 * The branches the board offers, by id, in the reader's language and order: every branch to an admin,
 * their own to staff (the server refuses the others with 403 anyway).
 */
export function boardBranches(rows: readonly LocationRow[], caller: Pick<SessionCustomer, 'type' | 'branches'> | null, lang: Lang, collator: Intl.Collator): Choice[] {
  const mine = caller?.type === 'staff' ? new Set(caller.branches) : null;
  return rows
    .filter((row) => !mine || mine.has(row._id))
    .map((row) => {
      const shown = contentText(row.branchName, row.branchNameAr, lang);
      return { value: row._id, label: shown.text, lang: shown.lang === lang ? undefined : shown.lang };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}
