import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` in a transaction on a connection of its own, as DataSource.transaction does, except that
 * the work may end the transaction itself: an append that sends COMMIT right behind its insert (see
 * queryPrepared's `commit`) leaves nothing to commit here, and a failed statement it committed that
 * way was rolled back by PostgreSQL, leaving nothing to roll back.
 */
export async function ownTransaction<T>(db: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = db.createQueryRunner();
  try {
    await runner.startTransaction();
    const result = await work(runner.manager);
    if (runner.isTransactionActive) await runner.commitTransaction();
    return result;
  } catch (error) {
    // The work's error is the one worth reporting; a rollback that fails too (a lost connection) adds nothing.
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}
