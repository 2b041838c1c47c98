import { describe, expect, it } from '@jest/globals';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { queryPrepared } from '../src/core/database/prepared-query.js';
import { useEventStoreDatabase } from './support/event-store-fixture.js';

/** The booking path's statements run as named statements on the transaction's connection, with manager.query's results and errors. */
const t = useEventStoreDatabase();

const PREPARED = `SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%prepared-query-probe%'`;

describe('queryPrepared', () => {
  it('prepares a text once on the transaction connection and reuses it, with the rows manager.query gives', async () => {
    const text = `SELECT $1::int + 1 AS next, $2::text[] AS tags /* prepared-query-probe */`;
    await t.db.transaction(async (tx) => {
      expect(await tx.query(PREPARED)).toEqual([]);
      const first = await queryPrepared(tx, text, [1, ['a', 'b']]);
      const again = await queryPrepared(tx, text, [41, []]);
      expect(first).toEqual(await tx.query(text, [1, ['a', 'b']]));
      expect(first).toEqual([{ next: 2, tags: ['a', 'b'] }]);
      expect(again).toEqual([{ next: 42, tags: [] }]);
      // One statement on this connection, kept by PostgreSQL for the next transaction on it.
      expect(await tx.query(PREPARED)).toEqual([{ statement: text }]);
    });
  });

  it('answers a failure with the QueryFailedError and PostgreSQL code manager.query would give, and leaves the transaction to its caller', async () => {
    const text = `SELECT 1 / $1::int AS quotient /* prepared-query-probe */`;
    const runner = t.db.createQueryRunner();
    await runner.startTransaction();
    try {
      const failure = await queryPrepared(runner.manager, text, [0]).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(QueryFailedError);
      expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('22012');
      expect(runner.isTransactionActive).toBe(true);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    await expect(queryPrepared(runner.manager, text, [1])).rejects.toBeInstanceOf(QueryRunnerAlreadyReleasedError);
  });

  it('outside a transaction borrows a pool connection and gives it back', async () => {
    const pool = (t.db.driver as unknown as { master: { totalCount: number; idleCount: number } }).master;
    const results = await Promise.all(Array.from({ length: 12 }, (_, n) => queryPrepared<{ n: number }>(t.db.manager, 'SELECT $1::int AS n', [n])));
    expect(results.map(([row]) => row.n)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});
