import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { contentText, formatDateWithHijri, formatOpenHours, plusDays, type BoardChip } from '@dealer/contracts';
import { ChoiceField } from '../../../components/choice-field/choice-field';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { RescheduleDialog, type ReschedulableBooking } from '../../../components/reschedule-dialog/reschedule-dialog';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { readerCollator } from '../../../lib/catalog/content-choices';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { useSession } from '../../../lib/session/session.query';
import { useLiveDayBoard } from '../api/day-board.query';
import { boardBranches } from '../model/board-branches';
import type { FreeCell } from '../model/board-layout';
import { BoardGrid } from './board-grid';
import { ChipPanel } from './chip-panel';
import { ReservePlaceDialog } from './reserve-place-dialog';
import './day-board.css';

/** The day on show, for what the app places beside the board (the day's waitlist); `seen` is when it was read. */
export interface BoardDay {
  branchId: string;
  date: string;
  seen: number;
}

/**
 * The Day Board: one branch's day, live. The day starts as the server's today in Riyadh; the arrows and
 * the date field move it. Chips open their booking's actions, free places a reservation.
 */
export function DayBoardTab({ aside }: { aside?: (day: BoardDay) => ReactNode }) {
  const { t } = useTranslation();
  const lang = useReaderLang();
  const locations = useCatalogList('locations');
  const { customer } = useSession();
  const branches = useMemo(() => boardBranches(locations.data ?? [], customer, lang, readerCollator(lang)), [locations.data, customer, lang]);
  const [chosenBranch, setChosenBranch] = useState('');
  // Empty: the server's today.
  const [chosenDate, setChosenDate] = useState('');
  const branchId = chosenBranch || branches[0]?.value || '';
  const board = useLiveDayBoard(branchId, chosenDate);
  const shown = board.data;
  const day = shown?.date ?? chosenDate;
  const [openChip, setOpenChip] = useState<string | null>(null);
  const [moving, setMoving] = useState<ReschedulableBooking | null>(null);
  const [reserving, setReserving] = useState<FreeCell | null>(null);
  // The panel follows the chip as the board is read again; a chip gone (cancelled, moved away) closes it.
  const chip = shown?.chips.find((candidate) => candidate.reservationId === openChip) ?? null;

  const startMove = (from: BoardChip) => {
    if (!shown || !from.bookingId) return;
    setOpenChip(null);
    setMoving({ _id: from.bookingId, branchName: shown.branchName, bookingDate: shown.date, bookingTime: from.timeSlot, serviceDetails: from.services.map((service) => service.en) });
  };
  const branchName = shown ? contentText(shown.branchName, shown.branchNameAr, lang).text : '';
  const hours = shown?.hours ?? [];

  return (
    <section className="card day-board" aria-labelledby="day-board-heading">
      <h2 id="day-board-heading" className="card__title">
        {t('admin.tabs.dayBoard')}
      </h2>
      <p className="card__intro">{t('dayBoard.intro')}</p>
      <div className="day-board__pickers">
        <ChoiceField
          label={t('dayBoard.branch')}
          placeholder={t('dayBoard.chooseBranch')}
          field="branch"
          value={branchId}
          choices={branches}
          onValueChange={(value) => {
            setChosenBranch(value);
            setOpenChip(null);
          }}
        />
        <div className="day-board__day">
          <button type="button" className="button button--ghost button--small" disabled={!day} onClick={() => setChosenDate(plusDays(day, -1))}>
            <span aria-hidden="true">{lang === 'ar' ? '→ ' : '← '}</span>
            {t('dayBoard.previousDay')}
          </button>
          <label className="day-board__date-field">
            <span className="field__label">{t('dayBoard.day')}</span>
            <input type="date" className="field__input" value={day} onChange={(event) => event.target.value && setChosenDate(event.target.value)} />
          </label>
          <button type="button" className="button button--ghost button--small" disabled={!day} onClick={() => setChosenDate(plusDays(day, 1))}>
            {t('dayBoard.nextDay')}
            <span aria-hidden="true">{lang === 'ar' ? ' ←' : ' →'}</span>
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setChosenDate('')}>
            {t('dayBoard.today')}
          </button>
        </div>
      </div>
      {shown ? (
        <p className="day-board__summary" aria-live="polite">
          <strong>{formatDateWithHijri(shown.date, lang)}</strong>
          {' · '}
          {hours.length > 0 ? t('dayBoard.hours', { hours: hours.map((interval) => formatOpenHours({ opens: interval.start, closes: interval.end }, lang)).join(', ') }) : t('dayBoard.closed')}
        </p>
      ) : null}
      {board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : !shown ? (
        <LoadingState />
      ) : (
        <BoardGrid
          board={shown}
          label={t('dayBoard.gridLabel', { branch: branchName, date: formatDateWithHijri(shown.date, lang) })}
          onChoose={(picked) => setOpenChip(picked.reservationId)}
          onReserve={setReserving}
        />
      )}
      {shown ? (
        <>
          <ChipPanel chip={chip} board={shown} onMove={startMove} onClose={() => setOpenChip(null)} />
          <ReservePlaceDialog cell={reserving} board={shown} onClose={() => setReserving(null)} />
        </>
      ) : null}
      {shown && aside ? aside({ branchId: shown.branchId, date: shown.date, seen: board.dataUpdatedAt }) : null}
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
    </section>
  );
}
