import { createServer } from 'node:http';
import { Redis } from 'ioredis';

/**
 * The availability baseline: a bare node:http server doing the one Redis read the product's route
 * needs (HGETALL of the branch-day hash) and answering JSON. Forked by availability.bench.ts, which
 * passes the key and learns the port over IPC.
 */
const key = process.env.AVAIL_KEY;
if (!key || !process.send) throw new Error('Run by availability.bench.ts with AVAIL_KEY set');

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const server = createServer((_request, response) => {
  redis.hgetall(key).then(
    (taken) => {
      const body = JSON.stringify({ data: taken });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    },
    () => {
      response.writeHead(503);
      response.end();
    },
  );
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});

// Forked with IPC: a bench that died without stopping us closes the channel, and we go too.
process.on('disconnect', () => process.exit(0));

process.on('SIGTERM', () => {
  server.close();
  redis.disconnect();
  process.exit(0);
});
