import { describe, expect, it } from '@jest/globals';
import type { PoolClient } from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError, type QueryRunner } from 'typeorm';
import { ownTransaction } from '../src/core/database/own-transaction.js';
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

  describe('with commit, the statement is its transaction\'s last', () => {
    const PROBE = 'prepared_commit_probe';
    const INSERT = `INSERT INTO ${PROBE} (n) VALUES ($1) RETURNING n`;
    const count = async (n: number) => Number((await t.db.query(`SELECT count(*) AS c FROM ${PROBE} WHERE n = $1`, [n]))[0].c);

    /** The runner's connection, with the texts given to it in order and when the first answer came back. */
    async function watched(runner: QueryRunner) {
      const client = (await runner.connect()) as PoolClient;
      const given: string[] = [];
      let answeredAt = -1;
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as { query: unknown }).query = (config: string | { text: string }, ...rest: unknown[]) => {
        given.push(typeof config === 'string' ? config : config.text);
        const answer = query(config, ...rest);
        if (given.length === 1) void answer.finally(() => (answeredAt = given.length)).catch(() => undefined);
        return answer;
      };
      return { client, given, answeredAt: () => answeredAt };
    }

    it('sends COMMIT behind it on the pipelined connection before its answer is back, and ends the transaction', async () => {
      await t.db.query(`CREATE TABLE IF NOT EXISTS ${PROBE} (n int PRIMARY KEY)`);
      const runner = t.db.createQueryRunner();
      try {
        await runner.startTransaction();
        const { client, given, answeredAt } = await watched(runner);
        expect((client as unknown as { pipeline: boolean }).pipeline).toBe(true);
        expect(await queryPrepared(runner.manager, INSERT, [1], { commit: true })).toEqual([{ n: 1 }]);
        // Both texts were given to the connection before the first one's answer was read.
        expect(given).toEqual([INSERT, 'COMMIT']);
        expect(answeredAt()).toBe(2);
        expect(runner.isTransactionActive).toBe(false);
        expect(await count(1)).toBe(1);
      } finally {
        await runner.release();
      }
    });

    it('failing, is rolled back by that COMMIT: nothing written, its error thrown, the connection fit for the next transaction', async () => {
      await t.db.query(`CREATE TABLE IF NOT EXISTS ${PROBE} (n int PRIMARY KEY)`);
      await t.db.query(`INSERT INTO ${PROBE} (n) VALUES (2) ON CONFLICT DO NOTHING`);
      const runner = t.db.createQueryRunner();
      try {
        await runner.startTransaction();
        await runner.query(`INSERT INTO ${PROBE} (n) VALUES (3)`);
        const failure = await queryPrepared(runner.manager, INSERT, [2], { commit: true }).catch((error: unknown) => error);
        expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('23505');
        expect(runner.isTransactionActive).toBe(false);
        // The statement before it in the transaction went with it.
        expect(await count(3)).toBe(0);
        expect(await runner.query(`SELECT now() = statement_timestamp() AS own`)).toEqual([{ own: true }]);
      } finally {
        await runner.release();
      }
    });

    it('is refused outside a transaction of the caller\'s runner', async () => {
      await expect(queryPrepared(t.db.manager, 'SELECT 1', [], { commit: true })).rejects.toThrow(/commit needs a transaction/);
    });
  });
});

describe('ownTransaction', () => {
  const PROBE = 'own_transaction_probe';
  const rows = async () => (await t.db.query(`SELECT n FROM ${PROBE} ORDER BY n`)).map((row: { n: number }) => row.n);

  it('commits what the work left open, rolls back what failed, and commits nothing twice when the work committed', async () => {
    await t.db.query(`CREATE TABLE IF NOT EXISTS ${PROBE} (n int PRIMARY KEY)`);
    expect(await ownTransaction(t.db, async (tx) => (await tx.query(`INSERT INTO ${PROBE} VALUES (1) RETURNING n`))[0].n)).toBe(1);
    await expect(
      ownTransaction(t.db, async (tx) => {
        await tx.query(`INSERT INTO ${PROBE} VALUES (2)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await ownTransaction(t.db, async (tx) => void (await queryPrepared(tx, `INSERT INTO ${PROBE} VALUES ($1)`, [3], { commit: true })));
    expect(await rows()).toEqual([1, 3]);
    const pool = (t.db.driver as unknown as { master: { totalCount: number; idleCount: number } }).master;
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});
