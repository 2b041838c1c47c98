import type { EntityManager } from 'typeorm';
import type { InlineReadModel } from '../../../core/event-store/inline-rebuild.js';
import type { SqlStatement } from '../../../core/event-store/event-store.js';
import type { StoredEvent, StreamAppend } from '../../../core/event-store/event-store.types.js';
import { DEFAULT_SERVICE_MINUTES } from '@dealer/contracts';
import { bookingIdOf, type BookingEvent } from '../booking/booking.decider.js';
import { coveredMinutes, type SlotDayEvent } from '../slot-day/slot-day.decider.js';

/**
 * Inline projection: keeps booking_list and reservation_list in the transaction that appends the
 * events, so grids and histories read their own writes.
 */
export async function projectBookingLists(manager: EntityManager, events: StoredEvent[]): Promise<void> {
  await runStatements(manager, listStatements(events));
}

/** PostgreSQL's input for the transaction's start time: what an appended event's recorded_at defaults to. */
const TRANSACTION_START = 'now' as const;

/**
 * The list statements of events about to be appended, to run in the append's own statement (see
 * AppendOptions.alongside); undefined when two of them touch one table, as they must then run in order.
 * Rows are stamped with the transaction's start, as the events are.
 */
export function listStatementsAlongside(appends: readonly StreamAppend[]): SqlStatement[] | undefined {
  const events = appends.flatMap(({ streamId, events }) => events.map(({ type, data }) => ({ streamId, type, data, recordedAt: TRANSACTION_START })));
  const statements = listStatements(events);
  return new Set(statements.map((statement) => statement.table)).size === statements.length ? statements : undefined;
}

interface Statement extends SqlStatement {
  table: 'booking_list' | 'reservation_list';
}

type ListedEvent = Pick<StoredEvent, 'streamId' | 'type' | 'data'> & { recordedAt: Date | typeof TRANSACTION_START };

function listStatements(events: readonly ListedEvent[]): Statement[] {
  const statements: Statement[] = [];
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as BookingEvent | SlotDayEvent;
    const at = stored.recordedAt;
    switch (event.type) {
      case 'BookingPlaced': {
        const d = event.data;
        statements.push({
          table: 'booking_list',
          sql: `INSERT INTO booking_list (id, customer_id, email, first_name, last_name, phone_number, vehicle_type, model, transmission,
                  waiting_status, service_details, branch_id, branch_name, booking_date, booking_time, slot_minute, reservation_id, offer,
                  is_listed, status, created_at, updated_at, duration_minutes)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'booked', $20, $20, $21)`,
          params: [d.bookingId, d.customerId, d.email, d.firstName, d.lastName, d.phoneNumber, d.vehicleType, d.model, d.transmission, d.waitingStatus,
            d.serviceDetails, d.branchId, d.branchName, d.bookingDate, d.bookingTime, d.slotMinute, d.reservationId, d.offer, d.isListed, at,
            // Placed before durations: one default length per service, as the booking's state reads it.
            d.durationMinutes ?? DEFAULT_SERVICE_MINUTES * d.serviceDetails.length],
        });
        break;
      }
      case 'BookingRescheduled': {
        const { to, durationMinutes = null, serviceDetails = null } = event.data;
        // Absent length or services (older events, or services unchanged) leave the row's own.
        statements.push({
          table: 'booking_list',
          sql: `UPDATE booking_list SET booking_date = $2, booking_time = $3, slot_minute = $4, reservation_id = $5, updated_at = $6,
                  duration_minutes = coalesce($7, duration_minutes), service_details = coalesce($8, service_details) WHERE id = $1`,
          params: [bookingIdOf(stored.streamId), to.bookingDate, to.bookingTime, to.slotMinute, to.reservationId, at, durationMinutes, serviceDetails],
        });
        break;
      }
      case 'BookingStatusChanged':
        statements.push({
          table: 'booking_list',
          sql: 'UPDATE booking_list SET status = $2, updated_at = $3 WHERE id = $1',
          params: [bookingIdOf(stored.streamId), event.data.to, at],
        });
        break;
      case 'SlotReserved': {
        const d = event.data;
        statements.push({
          table: 'reservation_list',
          sql: `INSERT INTO reservation_list (id, branch_id, branch_name, booking_date, slot_minute, time_slot, source, booking_id,
                  first_name, last_name, email, phone_number, created_at, slot_minutes)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          params: [d.reservationId, d.branchId, d.branchName, d.date, d.slotMinute, d.timeSlot, d.source, d.bookingId,
            d.contact.firstName, d.contact.lastName, d.contact.email, d.contact.phoneNumber, at, coveredMinutes(d)],
        });
        break;
      }
      case 'SlotReleased':
        statements.push({ table: 'reservation_list', sql: 'DELETE FROM reservation_list WHERE id = $1', params: [event.data.reservationId] });
        break;
      case 'HoldConfirmed':
        // The hold's place is the booking's from now on: same row, now the booking's.
        statements.push({ table: 'reservation_list', sql: "UPDATE reservation_list SET source = 'booking', booking_id = $2 WHERE id = $1", params: [event.data.holdId, event.data.bookingId] });
        break;
    }
  }
  return statements;
}

/**
 * Statements on different tables go to PostgreSQL as one (data-modifying WITH clauses), saving a round
 * trip per event on the booking path. Statements that could touch the same row run one by one, in
 * order, as a WITH would not let one see the other's change.
 */
async function runStatements(manager: EntityManager, statements: Statement[]): Promise<void> {
  if (statements.length === 0) return;
  if (statements.length > 1 && new Set(statements.map((statement) => statement.table)).size === statements.length) {
    let offset = 0;
    const parts = statements.map((statement, index) => {
      const sql = statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      offset += statement.params.length;
      return `s${index} AS (${sql})`;
    });
    await manager.query(`WITH ${parts.join(', ')} SELECT 1`, statements.flatMap((statement) => statement.params));
    return;
  }
  for (const statement of statements) await manager.query(statement.sql, statement.params);
}

/** For `npm run projections:rebuild`. */
export const bookingListsModel: InlineReadModel = { name: 'booking and reservation lists', tables: ['booking_list', 'reservation_list'], project: projectBookingLists };
