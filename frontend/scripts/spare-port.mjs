// A port for a scratch server (a journey's API, a test's Redis, a measuring script's server) to listen on.
// It is drawn below the kernel's range for the local ports of outgoing connections: a port the kernel
// hands out (listen on 0) and that is let go again can be taken by any connection the machine opens
// before the server binds it, and the server then dies with EADDRINUSE. With journeys, browsers,
// database pools and Redis clients all connecting at once, that happened.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 20000;

function outgoingRangeStart() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    // Every address, as the servers bind: a port held on any one of them is not free.
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

export async function sparePort() {
  const below = outgoingRangeStart();
  if (below - LOWEST < 1000) throw new Error(`No room for scratch ports below the outgoing range (starts at ${below})`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(LOWEST, below);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${below} after 100 tries`);
}
