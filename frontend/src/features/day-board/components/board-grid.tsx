import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatSlotTime, type BoardChip, type DayBoard, type Lang } from '@dealer/contracts';
import { durationText } from '../../../lib/booking/duration-text';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { boardLayout, chipName, type FreeCell } from '../model/board-layout';
import { ServicesText } from './services-text';

interface BoardGridProps {
  board: DayBoard;
  label: string;
  onChoose: (chip: BoardChip) => void;
  onReserve: (cell: FreeCell) => void;
}

/** Grid lines from 1: the first row holds the place headings, the first column the times. */
const at = (row: number, lane: number, span = 1): CSSProperties => ({ gridRow: `${row + 2} / span ${span}`, gridColumn: lane + 2 });

/**
 * Time down the side, places across: each chip spans the slots its work covers, each free place of an
 * open slot is a button that reserves it. The grid follows the page's direction, so in Arabic the first
 * place is on the right.
 */
export function BoardGrid({ board, label, onChoose, onReserve }: BoardGridProps) {
  const { t } = useTranslation();
  const names = useContentNames();
  const lang = names.lang;
  const layout = boardLayout(board);
  const style: CSSProperties = {
    gridTemplateColumns: `minmax(4.5rem, auto) repeat(${layout.lanes}, minmax(8.5rem, 1fr))`,
    gridTemplateRows: `auto repeat(${layout.rows.length}, minmax(4.5rem, auto))`,
  };
  const place = (lane: number) => String(lane + 1);
  return (
    // Scrolls sideways when the places do not fit (a tablet, a large branch); focusable so keyboards can scroll it.
    <div className="day-board__scroll" role="region" aria-label={label} tabIndex={0}>
      <div className="day-board__grid" style={style}>
        <div className="day-board__head day-board__corner" style={{ gridRow: 1, gridColumn: 1 }}>
          {t('dayBoard.time')}
        </div>
        {Array.from({ length: layout.lanes }, (_, lane) => (
          <div key={lane} className="day-board__head" style={{ gridRow: 1, gridColumn: lane + 2 }}>
            {t('dayBoard.place', { number: place(lane) })}
          </div>
        ))}
        {layout.rows.map((row, index) => (
          <div key={row.minuteOfDay} className={`day-board__time${row.open ? '' : ' day-board__time--closed'}`} style={{ gridRow: index + 2, gridColumn: 1 }}>
            {formatSlotTime(row.timeSlot, lang)}
          </div>
        ))}
        {layout.rows.map((row, index) =>
          row.open ? null : <div key={`closed-${row.minuteOfDay}`} className="day-board__closed" style={{ gridRow: index + 2, gridColumn: `2 / span ${layout.lanes}` }} aria-hidden="true" />,
        )}
        {layout.free.map((cell) => (
          <button
            key={`${cell.lane}:${cell.row}`}
            type="button"
            className="day-board__free"
            style={at(cell.row, cell.lane)}
            aria-label={t('dayBoard.freeCell', { place: place(cell.lane), time: formatSlotTime(cell.timeSlot, lang) })}
            onClick={() => onReserve(cell)}
          >
            {t('dayBoard.free')}
          </button>
        ))}
        {layout.chips.map(({ chip, row, span }) => (
          <Chip key={chip.reservationId} chip={chip} lang={lang} style={at(row, chip.lane, span)} onChoose={onChoose} />
        ))}
      </div>
    </div>
  );
}

function Chip({ chip, lang, style, onChoose }: { chip: BoardChip; lang: Lang; style: CSSProperties; onChoose: (chip: BoardChip) => void }) {
  const { t } = useTranslation();
  const names = useContentNames();
  const name = chipName(chip);
  const vehicle = chip.vehicleType ? names.vehicle(chip.vehicleType) : null;
  const statusText = chip.status ? t(`bookingStatus.${chip.status}`) : chip.source === 'hold' ? t('reservedSlots.sourceHold') : t('dayBoard.reservation');
  return (
    <div className={`day-board__chip day-board__chip--${chip.status ?? (chip.source === 'hold' ? 'held' : 'reserved')}`} style={style}>
      <button type="button" className="day-board__chip-open" onClick={() => onChoose(chip)}>
        <span className="day-board__chip-name">{name}</span>
        <span className="day-board__chip-time">
          {formatSlotTime(chip.timeSlot, lang)} · {durationText(t, chip.durationMinutes)}
        </span>
        {vehicle ? (
          <span className="day-board__chip-line" lang={vehicle.lang}>
            {vehicle.text} {chip.model}
          </span>
        ) : null}
        {chip.services.length > 0 ? (
          <span className="day-board__chip-line">
            <ServicesText services={chip.services} lang={lang} />
          </span>
        ) : null}
        <span className="day-board__status">{statusText}</span>
      </button>
      {chip.phoneNumber ? (
        <a className="day-board__call" href={`tel:${chip.phoneNumber.replace(/[^\d+]/g, '')}`} dir="ltr" aria-label={t('dayBoard.call', { name, phone: chip.phoneNumber })}>
          {chip.phoneNumber}
        </a>
      ) : null}
    </div>
  );
}
