import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { contentText } from '@dealer/contracts';
import { FieldError } from '../../../components/field-frame/field-frame';
import { RequiredMark } from '../../../components/form/required-mark';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { readerCollator } from '../../../lib/catalog/content-choices';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import './branches-field.css';

interface BranchesFieldProps {
  /** The ticked location ids. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** What is wrong with the choice (none ticked, or the server's refusal), under the list and announced. */
  error?: string;
}

/**
 * The branches a staff member works at, as checkboxes in a fieldset named by its legend, each branch
 * in the reader's language and sorted for the reader. Ids of branches deleted since are not shown and
 * are dropped by the next change.
 */
export function BranchesField({ value, onChange, error }: BranchesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const lang = useReaderLang();
  const locations = useCatalogList('locations');
  const collator = readerCollator(lang);
  const rows = (locations.data ?? [])
    .map((row) => ({ id: row._id, name: contentText(row.branchName, row.branchNameAr, lang) }))
    .sort((a, b) => collator.compare(a.name.text, b.name.text));
  const known = new Set(rows.map((row) => row.id));
  const toggle = (branchId: string, checked: boolean) => {
    const kept = value.filter((chosen) => chosen !== branchId && known.has(chosen));
    onChange(checked ? [...kept, branchId] : kept);
  };
  // The checkboxes carry the state and the message themselves: a reader lands on a checkbox, not the group.
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <fieldset className="branches-field" aria-describedby={describedBy}>
      <legend className="field__label">
        {t('admin.users.branches')}
        <RequiredMark required />
      </legend>
      <div className="branches-field__box" data-invalid={error ? true : undefined}>
        {rows.map((row, index) => (
          <label key={row.id} className="branches-field__option">
            <input
              type="checkbox"
              name="branches"
              value={row.id}
              data-field={index === 0 ? 'branches' : undefined}
              checked={value.includes(row.id)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => toggle(row.id, event.target.checked)}
            />
            <span lang={row.name.lang}>{row.name.text}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
      <p className="field__hint" id={`${id}-hint`}>
        {t('admin.users.branchesHint')}
      </p>
    </fieldset>
  );
}
