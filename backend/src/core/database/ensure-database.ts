import pg from 'pg';

/** Creates the database named in the URL when it does not exist yet (fresh machines, test runs). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  await onServer(databaseUrl, async (client, quotedName, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${quotedName}`).catch((error: { code?: string }) => {
        // Another process created it between our check and our create.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  });
}

/** Drops a database, closing its connections first. Used by tests that made their own. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  await onServer(databaseUrl, (client, quotedName) => client.query(`DROP DATABASE IF EXISTS ${quotedName} WITH (FORCE)`));
}

/** Runs `work` connected to the server's maintenance database, since a database cannot create or drop itself. */
async function onServer(databaseUrl: string, work: (client: pg.Client, quotedName: string, name: string) => Promise<unknown>): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client, `"${name.replace(/"/g, '""')}"`, name);
  } finally {
    await client.end();
  }
}
