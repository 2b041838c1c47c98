import { fitsHours, type BoardChip, type DayBoard } from '@dealer/contracts';

/** One start of the slot grid, and whether the branch works through the whole slot that day. */
export interface BoardRow {
  timeSlot: string;
  minuteOfDay: number;
  open: boolean;
}

/** A chip where the grid draws it: its lane, its first row (from 0) and how many rows it spans. */
export interface PlacedChip {
  chip: BoardChip;
  row: number;
  span: number;
}

/** A place free for a whole slot during open hours: clicking it reserves that time. */
export interface FreeCell {
  lane: number;
  row: number;
  timeSlot: string;
}

export interface BoardLayout {
  rows: BoardRow[];
  /** The branch's places, or more should the day hold more reservations than places today. */
  lanes: number;
  chips: PlacedChip[];
  free: FreeCell[];
}

/**
 * The board as a grid: a row per start of the slot grid, a column per place. A chip spans the rows of
 * the slots it covers; every open slot of a place no chip covers is a free cell.
 */
export function boardLayout(board: DayBoard): BoardLayout {
  const rows = board.slots.map(({ timeSlot, minuteOfDay }) => ({ timeSlot, minuteOfDay, open: fitsHours(board.hours, minuteOfDay, board.slotLength) }));
  const rowOf = new Map(rows.map((row, index) => [row.minuteOfDay, index]));
  const lanes = Math.max(board.capacity, ...board.chips.map((chip) => chip.lane + 1));
  const covered = new Set<string>();
  const chips: PlacedChip[] = [];
  for (const chip of board.chips) {
    const indexes = chip.slotMinutes.map((minute) => rowOf.get(minute)).filter((index) => index !== undefined);
    // Times removed from the grid since it was booked have no row: the chip spans the rows it still has.
    if (indexes.length === 0) continue;
    const row = Math.min(...indexes);
    const span = Math.max(...indexes) - row + 1;
    for (let index = row; index < row + span; index += 1) covered.add(`${chip.lane}:${index}`);
    chips.push({ chip, row, span });
  }
  const free: FreeCell[] = [];
  rows.forEach((row, index) => {
    if (!row.open) return;
    for (let lane = 0; lane < lanes; lane += 1) if (!covered.has(`${lane}:${index}`)) free.push({ lane, row: index, timeSlot: row.timeSlot });
  });
  return { rows, lanes, chips, free };
}

/** The shown name of a chip's customer: first and last name, or the e-mail when both are empty. */
export function chipName(chip: Pick<BoardChip, 'firstName' | 'lastName' | 'email'>): string {
  return `${chip.firstName} ${chip.lastName}`.trim() || chip.email;
}
