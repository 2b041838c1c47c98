import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BOOKING_STATUSES, isCalendarDate, type BookingStatus, type LocationRow } from '@dealer/contracts';
import { SelectField } from '../../../components/form/select-field';
import { FieldFrame } from '../../../components/field-frame/field-frame';
import type { ContentNames } from '../../../lib/catalog/use-content-names';
import type { BookingFilter } from '../model/booking-filter';

type DayMode = 'any' | 'today' | 'date';

interface BookingFilterBarProps {
  filter: BookingFilter;
  /** The branch the filter's `branch` names, when it names one. */
  branchId: string | undefined;
  branches: readonly LocationRow[];
  names: ContentNames;
  /** Riyadh's today, the date a newly chosen "on a date" starts at. */
  today: string;
  shown: number | undefined;
  onChange: (filter: BookingFilter) => void;
}

/** The Booking History's filters: the day (today, any, a date), the branch and the status. Each change is a step of the address. */
export function BookingFilterBar({ filter, branchId, branches, names, today, shown, onChange }: BookingFilterBarProps) {
  const { t } = useTranslation();
  const dateId = useId();
  const mode: DayMode = filter.date === null ? 'any' : filter.date === 'today' ? 'today' : 'date';
  const setMode = (next: string) => onChange({ ...filter, date: next === 'today' ? 'today' : next === 'date' ? (mode === 'date' ? filter.date : today) : null });
  const filtered = filter.date !== null || filter.branch !== null || filter.status !== null;

  return (
    <form className="booking-filter" role="search" aria-label={t('deskFilter.label')} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('deskFilter.day')}
        value={mode}
        onValueChange={setMode}
        options={[
          { value: 'any', label: t('deskFilter.anyDay') },
          { value: 'today', label: t('deskFilter.today') },
          { value: 'date', label: t('deskFilter.onDate') },
        ]}
      />
      {mode === 'date' ? (
        <FieldFrame id={dateId} label={t('deskFilter.date')}>
          <input
            id={dateId}
            type="date"
            className="field__input"
            value={filter.date ?? ''}
            onChange={(event) => {
              if (isCalendarDate(event.target.value)) onChange({ ...filter, date: event.target.value });
            }}
          />
        </FieldFrame>
      ) : null}
      <SelectField
        label={t('deskFilter.branch')}
        value={branchId ?? ''}
        onValueChange={(value) => onChange({ ...filter, branch: value || null })}
        options={[
          { value: '', label: t('deskFilter.allBranches') },
          ...branches.map((branch) => {
            const name = names.branch(branch.branchName);
            return { value: branch._id, label: name.text, lang: name.lang };
          }),
        ]}
      />
      <SelectField
        label={t('deskFilter.status')}
        value={filter.status ?? ''}
        onValueChange={(value) => onChange({ ...filter, status: (value || null) as BookingStatus | null })}
        options={[{ value: '', label: t('deskFilter.allStatuses') }, ...BOOKING_STATUSES.map((status) => ({ value: status, label: t(`bookingStatus.${status}`) }))]}
      />
      <div className="booking-filter__end">
        <p className="booking-filter__count" role="status">
          {shown === undefined ? '' : t('deskFilter.shown', { number: shown })}
        </p>
        {filtered ? (
          <button type="button" className="button button--small button--ghost" onClick={() => onChange({ date: null, branch: null, status: null })}>
            {t('deskFilter.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
