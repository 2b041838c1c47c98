import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { configOrExit } from './core/config/boot.js';
import { createLogger } from './core/config/logger.js';
import { WorkerModule } from './worker.module.js';

/** Background jobs (mail). Its own process in production; any number may run. */
async function main(): Promise<void> {
  const config = configOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: createLogger(config, 'worker') });
  app.enableShutdownHooks();
  createLogger(config, 'worker').log(`Worker consuming queues under prefix ${config.REDIS_PREFIX}`);
}

void main();
