import type { DayBoard } from '@dealer/contracts';
import { Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { CatalogReader } from '../../catalog/index.js';
import { CurrentActor, StaffOrAdmin, type Actor } from '../../identity/index.js';
import { BoardChanges } from './board.changes.js';
import { streamBoard } from './board.stream.js';
import { boardDay } from './day-board.handler.js';
import { DayBoardQuery } from './day-board.query.js';
import { KnownQuery } from '../../../core/http/known-query.pipe.js';

/** The query parameters as sent: the handler checks each and answers 400 for a bad one. */
interface BoardParams {
  branch?: unknown;
  date?: unknown;
}
const BOARD_QUERY = ['branch', 'date'];

@ResourceController('board')
export class DayBoardController {
  constructor(
    private readonly queries: QueryBus,
    private readonly catalog: CatalogReader,
    private readonly changes: BoardChanges,
  ) {}

  @Endpoint('GET', undefined, { access: StaffOrAdmin(), summary: "One branch's day: hours, slot grid, places, and every booking and admin reservation as a chip in its place (admin, or staff of the branch)" })
  @ApiQuery({ name: 'branch', description: 'Branch _id or name' })
  @ApiQuery({ name: 'date', required: false, description: 'YYYY-MM-DD (Riyadh); today by default' })
  board(@Query(new KnownQuery(BOARD_QUERY)) { branch, date }: BoardParams, @CurrentActor() caller: Actor): Promise<DayBoard> {
    return this.queries.execute(new DayBoardQuery(branch, date, caller));
  }

  @Endpoint('GET', 'stream', { access: StaffOrAdmin(), summary: "Server-sent events: `event: changed` whenever anything of the branch-day is recorded (bookings, cancels, status changes, moves, admin reservations)" })
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: 'branch', description: 'Branch _id or name' })
  @ApiQuery({ name: 'date', required: false, description: 'YYYY-MM-DD (Riyadh); today by default' })
  async stream(@Query(new KnownQuery(BOARD_QUERY)) { branch: branchQuery, date: dateQuery }: BoardParams, @CurrentActor() caller: Actor, @Res() reply: FastifyReply): Promise<void> {
    const { branch, date } = await boardDay(this.catalog, branchQuery, dateQuery, caller);
    streamBoard(reply, { branchId: branch.id, date }, this.changes);
  }
}
