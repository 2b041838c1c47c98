import { sqlMigration } from './sql-migration.js';

export const EventStore1732200000000 = sqlMigration('EventStore1732200000000', {
  up: [
    // transaction_id is the writer's top-level transaction: ordered readers only pass it once every older
    // transaction has settled, so an event committed late is never skipped (see event-store.ts readAll).
    `
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_version int NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
      )`,
    `CREATE INDEX events_feed_order ON events (transaction_id, global_position)`,
    `
      CREATE TABLE event_checkpoints (
        subscription text PRIMARY KEY,
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  down: [
    'DROP TABLE event_checkpoints',
    'DROP TABLE events',
  ],
});
