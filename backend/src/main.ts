import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { fileURLToPath } from 'node:url';
import { AppModule } from './app.module.js';
import { configOrExit } from './core/config/boot.js';
import { createLogger } from './core/config/logger.js';
import { configureApp, createFastifyAdapter } from './core/http/configure-app.js';

/** The HTTP API, serving the built frontend too. Run migrations first (start.ts or cli/migrate.ts). */
async function main(): Promise<void> {
  const config = configOrExit();
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), createFastifyAdapter(config), {
    logger: createLogger(config, 'api'),
  });
  await configureApp(app, { frontendDist: fileURLToPath(new URL('../../frontend/dist', import.meta.url)) });
  await app.listen(config.PORT, '0.0.0.0');
  createLogger(config, 'api').log(`API listening on port ${config.PORT}`);
}

void main();
