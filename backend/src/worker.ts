import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { setPriority } from 'node:os';
import { configOrExit } from './core/config/boot.js';
import { createLogger } from './core/config/logger.js';
import { WorkerModule } from './worker.module.js';

/**
 * Below the API's CPU priority (Unix nice 10): when both want the CPU, as in a rush of bookings, the
 * customer waiting for an answer goes first and the mails and the availability projection follow a
 * moment later. On an idle machine it changes nothing.
 */
const WORKER_NICENESS = 10;

/** Background jobs (mail). Its own process in production; any number may run. */
async function main(): Promise<void> {
  const config = configOrExit();
  setPriority(WORKER_NICENESS);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: createLogger(config, 'worker') });
  app.enableShutdownHooks();
  createLogger(config, 'worker').log(`Worker consuming queues under prefix ${config.REDIS_PREFIX}`);
}

void main();
