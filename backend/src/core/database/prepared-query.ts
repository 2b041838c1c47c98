import { createHash } from 'node:crypto';
import type { PoolClient, QueryResultRow } from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError, type EntityManager } from 'typeorm';

/**
 * Statement texts given a name so far. The texts are the code's own (no values in them), so there are
 * few; the bound only guards against a caller that would build texts from data, which then run unnamed.
 */
const names = new Map<string, string>();
const MAX_NAMES = 200;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    // Named by its text, so one name never stands for two texts on a connection.
    name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

export interface PreparedOptions {
  /**
   * The statement is its transaction's last: COMMIT goes on the wire right behind it (the pool's
   * connections pipeline, see data-source.ts), not one round trip later once its answer came back and
   * the process found the time to read it. Every lock taken in the transaction (a busy branch-day's, on
   * which every booking of that day queues) is let go that much sooner. Should the statement fail,
   * PostgreSQL answers that COMMIT by rolling the transaction back; the statement's error is thrown.
   * Only in a transaction the caller's query runner started.
   */
  commit?: boolean;
}

/**
 * Runs a statement of the booking path and the feed as a named (prepared) statement, with the same
 * result and errors as `manager.query` (rows, or a QueryFailedError carrying PostgreSQL's error).
 * PostgreSQL then parses the text once per connection and, from the sixth run, reuses one plan,
 * instead of parsing and planning it on every booking: measured on these statements, that halves the
 * server's CPU for a booking's statements and cuts the bytes sent for each. Only for texts with
 * placeholders for every value: a text built from data would prepare a statement per value.
 */
export async function queryPrepared<T extends QueryResultRow>(
  manager: EntityManager,
  text: string,
  values: readonly unknown[],
  { commit = false }: PreparedOptions = {},
): Promise<T[]> {
  const own = manager.queryRunner;
  if (own?.isReleased) throw new QueryRunnerAlreadyReleasedError();
  if (commit && !own?.isTransactionActive) throw new Error('queryPrepared: commit needs a transaction started on the caller\'s query runner');
  // Outside a transaction the statement borrows a connection from the pool, as manager.query does.
  const runner = own ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    const name = nameOf(text);
    // Sent now; a COMMIT below is queued behind it on the same connection, so it can never go first.
    const sent = client.query<T>(name ? { name, text, values: [...values] } : { text, values: [...values] }).catch((error: unknown) => {
      throw new QueryFailedError(text, [...values], error as Error);
    });
    if (!commit) return (await sent).rows;
    const [result, committed] = await Promise.allSettled([sent, runner.commitTransaction()]);
    if (result.status === 'rejected') throw result.reason;
    if (committed.status === 'rejected') throw committed.reason;
    return result.value.rows;
  } finally {
    if (!own) await runner.release();
  }
}
