import { allowedMoves, BOOKING_MESSAGES, isOpenBooking, openIntervals, type BoardChip, type DayBoard } from '@dealer/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { parseBookingDate, riyadhDate, riyadhInstant } from '../../../core/time/riyadh-time.js';
import { arabicNameIn, CatalogReader, type BranchFacts, type CatalogSnapshot } from '../../catalog/index.js';
import { assertWorksAtBranch, type Actor } from '../../identity/index.js';
import { assignLanes } from './board-lanes.js';
import { boardRows, type BoardRow } from './day-board.reads.js';
import { DayBoardQuery } from './day-board.query.js';

/**
 * The day of one branch: its hours and slot grid, and every reservation of the day as a chip in a
 * lane. The status changes offered are judged against the server's clock, as the engine will judge them.
 */
@QueryHandler(DayBoardQuery)
export class DayBoardHandler implements IQueryHandler<DayBoardQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalog: CatalogReader,
  ) {}

  async execute({ branch: branchQuery, date: dateQuery, caller }: DayBoardQuery): Promise<DayBoard> {
    const { branch, date } = await boardDay(this.catalog, branchQuery, dateQuery, caller);
    const snapshot = await this.catalog.cached();
    const rows = await boardRows(this.db.manager, branch.id, date);
    const lanes = assignLanes(rows.map((row) => ({ id: row.reservationId, slotMinutes: row.slotMinutes, createdAt: row.createdAt.toISOString() })));
    const now = new Date();
    return {
      branchId: branch.id,
      branchName: branch.branchName,
      branchNameAr: branch.branchNameAr,
      date,
      capacity: branch.capacity,
      slotLength: snapshot.slotLength,
      hours: openIntervals(branch.hours, date),
      slots: snapshot.slots.map(({ timeSlot, minuteOfDay }) => ({ timeSlot, minuteOfDay })),
      chips: rows.map((row) => chipOf(row, lanes.get(row.reservationId) ?? 0, date, snapshot, now)),
    };
  }
}

/**
 * The branch and date a board route asks for: a known branch the caller works at (403 otherwise) and a
 * date, today in Riyadh when none is given.
 */
export async function boardDay(catalog: CatalogReader, branchQuery: unknown, dateQuery: unknown, caller: Actor): Promise<{ branch: BranchFacts; date: string }> {
  const date = dateQuery === undefined || dateQuery === '' ? riyadhDate(new Date()) : typeof dateQuery === 'string' ? parseBookingDate(dateQuery) : null;
  if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDate);
  const branch = typeof branchQuery === 'string' && branchQuery.length <= 120 ? await catalog.findCachedBranch(branchQuery) : null;
  if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
  assertWorksAtBranch(caller, branch.id);
  return { branch, date };
}

function chipOf(row: BoardRow, lane: number, date: string, snapshot: CatalogSnapshot, now: Date): BoardChip {
  const services = (row.serviceDetails ?? []).map((en) => ({ en, ar: arabicNameIn(snapshot, 'service', en) }));
  const startsAt = riyadhInstant(date, row.slotMinute);
  return {
    reservationId: row.reservationId,
    bookingId: row.bookingId,
    source: row.source,
    timeSlot: row.timeSlot,
    slotMinute: row.slotMinute,
    slotMinutes: row.slotMinutes,
    // An admin reservation holds its slots whole.
    durationMinutes: row.durationMinutes ?? row.slotMinutes.length * snapshot.slotLength,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    vehicleType: row.vehicleType ?? '',
    model: row.model ?? '',
    services,
    status: row.status,
    moves: row.status ? allowedMoves(row.status, startsAt, now) : [],
    movable: row.status !== null && isOpenBooking(row.status),
    lane,
  };
}
