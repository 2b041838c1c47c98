import { DEFAULT_WORKING_DAYS, labelFromMinuteOfDay, uniformWeek } from '@dealer/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { prepareDatabase } from '../src/cli/prepare.js';
import { loadConfig, type AppConfig } from '../src/core/config/app-config.js';
import { dropDatabase } from '../src/core/database/ensure-database.js';
import { plusDays, riyadhDate, weekdayOf } from '../src/core/time/riyadh-time.js';
import { PasswordHasher } from '../src/modules/identity/shared/password-hasher.js';
import { shuffle } from './bench-events.js';

/** Undo steps, run newest first, so a run that dies half way still leaves no database, keys or processes behind. */
export class Cleanup {
  private readonly steps: { name: string; run: () => Promise<void> }[] = [];

  add(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  async runAll(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      await step.run().catch((error: unknown) => console.error(`Cleanup "${step.name}" failed: ${String(error)}`));
    }
  }
}

export interface BenchBranch {
  id: string;
  name: string;
  capacity: number;
}

export interface BenchStack {
  config: AppConfig;
  baseUrl: string;
  /** The bench's own small pool for seeding and checks; the baseline gets a pool of its own. */
  db: pg.Pool;
  redis: Redis;
  branches: BenchBranch[];
  /** A branch of few bays, kept apart so the race meets no earlier bookings. */
  hotBranch: BenchBranch;
  /** A branch kept apart for the race of multi-slot jobs, and the service those jobs book. */
  longJobs: { branch: BenchBranch; service: string; minutes: number };
  slots: { label: string; minute: number }[];
  /** Bookable Riyadh dates from tomorrow to the horizon, Fridays (closed) left out. */
  dates: string[];
  /** Books on its own (the paced projection-lag row) and owns the rebuild's history. */
  customer: BenchCustomer;
  /**
   * Many customers, as real traffic has: one account's bookings queue behind each other (the
   * per-customer limits are checked under its lock), so the load rows spread over these.
   */
  crowd: CrowdMember[];
  /** The API's and the worker's processes, whose CPU time the bookings rows report. */
  pids: { api: number; worker: number };
  /** Stops the API and the worker (the rebuild runs without them, as an operator would run it). */
  stopServers(): Promise<void>;
}

export interface BenchCustomer {
  id: string;
  email: string;
  cookie: string;
}

export interface CrowdMember extends BenchCustomer {
  /** A date and slot this customer has not been given yet: one customer never books one time twice. */
  nextTime(): { date: string; slot: { label: string; minute: number } };
}

/** Logins allow 60 per address every 15 minutes: the crowd and the paced customer stay below. */
const CROWD = 40;
/** The hot-slot race's date and slot (indexes into dates and slots), which the crowd keeps free. */
export const HOT_TIME = { date: 2, slot: 3 };
/**
 * The dates (indexes into dates) of the multi-slot row, product and baseline, which the crowd leaves
 * alone: a customer may hold one booking per date and time, whatever the branch.
 */
export const LONG_JOB_DATES = { product: 4, baseline: 5 };
const BRANCHES = 25;
const CAPACITY = 50;
const HOT_CAPACITY = 3;
/** Every booking of the multi-slot row fits: at most 3 × 40 jobs cover one slot (see multi-slot.bench.ts). */
const LONG_JOB_CAPACITY = 200;
const LONG_JOB_SERVICE = { name: 'Bench Compressor Overhaul', minutes: 180 };
/** 08:00 to 21:00, hourly: 14 slots as a branch's day has. */
const SLOT_MINUTES = Array.from({ length: 14 }, (_, index) => 480 + index * 60);
const PASSWORD = 'bench-pass-123';

export async function startStack(cleanup: Cleanup): Promise<BenchStack> {
  const id = randomBytes(5).toString('hex');
  const outbox = await mkdtemp(join(tmpdir(), 'dealer-bench-outbox-'));
  cleanup.add('mail outbox', () => rm(outbox, { recursive: true, force: true }));
  const env = {
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    DATABASE_URL: benchDatabaseUrl(id),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-${id}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    // Mails of thousands of bookings go to a throwaway folder, not the project's var/outbox.
    MAIL_OUTBOX_DIR: outbox,
    // The load books far more than a person would: the abuse limits are not what is measured.
    BOOKING_OPEN_LIMIT: '1000000',
    BOOKINGS_PER_HOUR: '1000000',
  };
  const config = loadConfig(env);
  cleanup.add('database', () => dropDatabase(config.DATABASE_URL));
  await prepareDatabase(config, () => undefined);

  const redis = new Redis(config.REDIS_URL);
  cleanup.add('redis keys', async () => {
    await deleteKeys(redis, `${config.REDIS_PREFIX}:*`);
    redis.disconnect();
  });
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 4 });
  cleanup.add('bench pool', () => db.end());

  const { branches, hotBranch, longJobBranch, customers } = await seed(db);
  const children = [startChild('main.js', env), startChild('worker.js', env)];
  const stopServers = async () => {
    await Promise.all(children.map(stopChild));
  };
  cleanup.add('api and worker', stopServers);
  const baseUrl = `http://127.0.0.1:${config.PORT}`;
  await waitForHealth(baseUrl, children);
  const slots = SLOT_MINUTES.map((minute) => ({ label: labelFromMinuteOfDay(minute), minute }));
  const dates = bookableDates(config.BOOKING_HORIZON_DAYS);
  const loggedIn: BenchCustomer[] = [];
  for (const customer of customers) loggedIn.push({ ...customer, cookie: await logIn(baseUrl, customer.email) });
  return {
    config,
    baseUrl,
    db,
    redis,
    branches,
    hotBranch,
    longJobs: { branch: longJobBranch, service: LONG_JOB_SERVICE.name, minutes: LONG_JOB_SERVICE.minutes },
    slots,
    dates,
    customer: loggedIn[0]!,
    crowd: loggedIn.slice(1).map((customer) => crowdMember(customer, dates, slots)),
    pids: { api: children[0]!.pid!, worker: children[1]!.pid! },
    stopServers,
  };
}

/** The server of DATABASE_URL (or the local default) with a database of the run's own. */
function benchDatabaseUrl(id: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dealer');
  url.pathname = `/dealer_bench_${id}`;
  return url.toString();
}

/** Branches, slots and verified customers, written directly: the catalog API is not what is measured. */
async function seed(db: pg.Pool): Promise<{ branches: BenchBranch[]; hotBranch: BenchBranch; longJobBranch: BenchBranch; customers: { id: string; email: string }[] }> {
  const slotLabels = SLOT_MINUTES.map((minute) => labelFromMinuteOfDay(minute));
  await db.query(
    `INSERT INTO time_slots (time_slot, slot_index, minute_of_day) SELECT * FROM unnest($1::text[], $2::int[], $3::int[])`,
    [slotLabels, SLOT_MINUTES.map((_, index) => index + 1), SLOT_MINUTES],
  );
  await db.query(`INSERT INTO services (service_name, service_category, duration_minutes) VALUES ($1, 'AC Servicing', $2)`, [LONG_JOB_SERVICE.name, LONG_JOB_SERVICE.minutes]);
  const names = [...Array.from({ length: BRANCHES }, (_, index) => `Bench Branch ${index + 1}`), 'Bench Hot Slot', 'Bench Long Jobs'];
  const capacities = names.map((_, index) => (index < BRANCHES ? CAPACITY : index === BRANCHES ? HOT_CAPACITY : LONG_JOB_CAPACITY));
  const { rows } = await db.query<{ id: string; name: string; capacity: number }>(
    `INSERT INTO locations (branch_name, email, phone_number, address, post_code, opening_saturday, till_thursday, latitude, longitude, capacity, weekly_hours)
     SELECT name, 'branch@bench.test', '+966 11 462 0000', 'King Fahd Road, Riyadh', '12214', '08:00-AM', '10:00-PM', 24.69, 46.68, capacity, $3::jsonb
       FROM unnest($1::text[], $2::int[]) AS b(name, capacity)
     RETURNING id, branch_name AS name, capacity`,
    // The hours the text columns say, as the catalog derives them (locations.resource.ts).
    [names, capacities, JSON.stringify(uniformWeek(DEFAULT_WORKING_DAYS, { opens: 8 * 60, closes: 22 * 60 }))],
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  const emails = Array.from({ length: CROWD + 1 }, (_, index) => `bench-${index}@bench.test`);
  const customers = await db.query<{ id: string; email: string }>(
    `INSERT INTO customers (email, first_name, last_name, phone_number, password_hash, type, verified, lang)
     SELECT email, 'Bench', 'Customer', '+966500000001', $2, 'customer', true, 'en' FROM unnest($1::text[]) WITH ORDINALITY AS c(email, n)
      ORDER BY n RETURNING id, email`,
    [emails, await new PasswordHasher().hash(PASSWORD)],
  );
  return {
    branches: names.slice(0, BRANCHES).map((name) => byName.get(name)!),
    hotBranch: byName.get(names[BRANCHES]!)!,
    longJobBranch: byName.get(names[BRANCHES + 1]!)!,
    customers: emails.map((email) => customers.rows.find((row) => row.email === email)!),
  };
}

/** Logs in once per customer: the login route allows 10 attempts per address and account every 15 minutes. */
async function logIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/customers/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const sid = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).find((pair) => /^(__Host-)?sid=/.test(pair));
  if (response.status !== 200 || !sid) throw new Error(`Login failed with ${response.status}: ${await response.text()}`);
  return sid;
}

/**
 * Each member walks its own shuffled list of every bookable date and slot, so it never asks for a time
 * it already holds (the product would refuse it); the hot-slot race's time stays free for the race, and
 * the multi-slot row's dates for that row.
 */
function crowdMember(customer: BenchCustomer, dates: string[], slots: { label: string; minute: number }[]): CrowdMember {
  const times = dates
    .flatMap((date, d) => slots.map((slot, s) => ({ date, slot, kept: !(d === HOT_TIME.date && s === HOT_TIME.slot) && !longJobDate(d) })))
    .filter((time) => time.kept)
    .map(({ date, slot }) => ({ date, slot }));
  shuffle(times);
  let next = 0;
  return { ...customer, nextTime: () => times[next++ % times.length]! };
}

function longJobDate(dateIndex: number): boolean {
  return dateIndex === LONG_JOB_DATES.product || dateIndex === LONG_JOB_DATES.baseline;
}

function bookableDates(horizonDays: number): string[] {
  const today = riyadhDate(new Date());
  // One day short of the horizon so a run across midnight still books inside it.
  return Array.from({ length: horizonDays - 1 }, (_, index) => plusDays(today, index + 1)).filter((date) => weekdayOf(date) !== 'friday');
}

function startChild(file: string, env: Record<string, string>): ChildProcess {
  // The production build (`npm run build -w backend`) is what is measured, not the bench's own copy.
  const path = fileURLToPath(new URL(`../../dist/${file}`, import.meta.url));
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each child on exit, to see where a row's time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // stdout carries start-up chatter; stderr stays visible so a crash says why.
  return spawn(process.execPath, [...profile, path], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitForHealth(baseUrl: string, children: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const dead = children.find((child) => child.exitCode !== null);
    if (dead) throw new Error(`${String(dead.spawnargs.at(-1))} exited with code ${dead.exitCode}`);
    const status = await fetch(`${baseUrl}/api/health`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error('The API did not become healthy within 60 s');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}
