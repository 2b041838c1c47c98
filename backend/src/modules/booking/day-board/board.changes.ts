import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { startSubscription, type Subscription } from '../../../core/event-store/event-subscription.js';
import { START, type Checkpoint, type StoredEvent } from '../../../core/event-store/event-store.types.js';
import { boardDayKey, boardDaysOf, type BoardDay } from './board-days.js';
import { boardDaysOfBookings } from './day-board.reads.js';

export interface BoardWatcher {
  /** Something of the branch-day was recorded: read the board again. */
  changed(): void;
  /** The process is shutting down: end the stream. */
  close(): void;
}

/**
 * Tells the open boards of this API process when anything of their branch-day is recorded. A status
 * change leaves availability alone, so the projector's change channel would not tell; the ordered event
 * feed does, woken by the event store's NOTIFY at every commit. The feed is followed from its head, with
 * no checkpoint kept: a board reads its day afresh when it opens, and every board is told to read again
 * whenever following starts over (when the first board opens, and after a failure), so nothing between
 * is missed.
 */
@Injectable()
export class BoardChanges implements BeforeApplicationShutdown {
  private readonly logger = new Logger(BoardChanges.name);
  private readonly watchers = new Map<string, Set<BoardWatcher>>();
  private feed: Subscription | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Returns the function that stops watching. */
  watch(day: BoardDay, watcher: BoardWatcher): () => void {
    this.follow();
    const key = boardDayKey(day);
    const set = this.watchers.get(key) ?? new Set();
    this.watchers.set(key, set.add(watcher));
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(key) === set) this.watchers.delete(key);
      if (this.watchers.size === 0) this.unfollow();
    };
  }

  /** Open streams would keep the HTTP server from closing. */
  async beforeApplicationShutdown(): Promise<void> {
    for (const set of [...this.watchers.values()]) for (const watcher of [...set]) watcher.close();
    this.watchers.clear();
    const feed = this.feed;
    this.feed = undefined;
    await feed?.stop();
  }

  /** Follows the feed only while a board is open here: other API processes read nothing of it. */
  private follow(): void {
    if (this.feed) return;
    this.feed = startSubscription({
      name: 'day-board',
      db: this.db,
      connectionString: this.config.DATABASE_URL,
      retryMs: 2000,
      logger: this.logger,
      loadCheckpoint: () => this.head(),
      handle: (events) => this.handle(events),
    });
  }

  private unfollow(): void {
    const feed = this.feed;
    this.feed = undefined;
    feed?.stop().catch((error: unknown) => this.logger.warn(`Could not stop following the event feed: ${String(error)}`));
  }

  private async head(): Promise<Checkpoint> {
    const [row] = (await this.db.query(
      `SELECT transaction_id::text AS "transactionId", global_position::text AS "globalPosition" FROM events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    )) as Checkpoint[];
    for (const set of this.watchers.values()) for (const watcher of set) watcher.changed();
    return row ?? START;
  }

  private async handle(events: StoredEvent[]): Promise<void> {
    if (this.watchers.size === 0) return;
    const { days, bookingIds } = boardDaysOf(events);
    const touched = [...days, ...(await boardDaysOfBookings(this.db.manager, bookingIds))];
    const told = new Set<BoardWatcher>();
    for (const day of touched) {
      this.watchers.get(boardDayKey(day))?.forEach((watcher) => {
        if (told.has(watcher)) return;
        told.add(watcher);
        watcher.changed();
      });
    }
  }
}
