import type { DayBoard } from '@dealer/contracts';
import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';

/** One branch's day as the board draws it, for an admin or staff of that branch. */
export class DayBoardQuery extends Query<DayBoard> {
  constructor(
    /** The branch's id or name and the date, as sent: the handler checks them. */
    readonly branch: unknown,
    readonly date: unknown,
    readonly caller: Actor,
  ) {
    super();
  }
}
