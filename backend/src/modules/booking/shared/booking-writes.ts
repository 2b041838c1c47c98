import type { Lang } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { ownTransaction } from '../../../core/database/own-transaction.js';
import { withConflictRetry } from '../../../core/event-store/conflict-retry.js';
import { EventStore, type AppendOptions } from '../../../core/event-store/event-store.js';
import type { EventMetadata, StreamAppend } from '../../../core/event-store/event-store.types.js';
import { listStatementsAlongside, projectBookingLists } from '../projections/booking-lists.projection.js';
import { projectWaitlist, touchesWaitlist } from '../projections/waitlist.projection.js';
import { refusalToApiError } from './booking-refusals.js';

/** What a use case decided in its transaction: the appends, who asked, and what the store may assume. */
export interface Decision {
  appends: StreamAppend[];
  metadata: EventMetadata;
  options: Pick<AppendOptions, 'versionsRead' | 'inGivenOrder'>;
}

/**
 * The write of every booking and reservation use case: it decides, appends and projects the lists in
 * one transaction. A conflict that slips past the locks is retried on fresh state, then answered 409;
 * the deciders' refusals are answered in the caller's language.
 */
@Injectable()
export class BookingWrites {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly config: AppConfig,
  ) {}

  /** `decide` returns nothing when there is nothing to write (a keyed retry that already landed). */
  async run(lang: Lang, decide: (manager: EntityManager) => Promise<Decision | undefined>): Promise<void> {
    try {
      await withConflictRetry(() =>
        ownTransaction(this.db, async (manager) => {
          const decision = await decide(manager);
          if (!decision) return;
          // A conflict abandons the whole transaction, which is retried from the start: no savepoint needed.
          // The lists are written by the append's own statement when they can be (a round trip less on every booking).
          const alongside = listStatementsAlongside(decision.appends);
          // With nothing left to write after it, the append commits: the locks taken while deciding (the
          // customer's, the branch-day's) are let go without waiting for its answer first.
          const last = alongside !== undefined && !touchesWaitlist(decision.appends.flatMap((append) => append.events));
          const stored = await this.store.append(decision.appends, decision.metadata, manager, { savepoint: false, ...decision.options, alongside, commit: last });
          if (last) return;
          if (!alongside) await projectBookingLists(manager, stored);
          await projectWaitlist(manager, stored);
        }),
      );
    } catch (error) {
      throw refusalToApiError(error, this.config, lang);
    }
  }
}
