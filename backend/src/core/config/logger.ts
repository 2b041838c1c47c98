import { ConsoleLogger, type LogLevel as NestLogLevel } from '@nestjs/common';
import type { AppConfig } from './app-config.js';

const LEVELS: NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** JSON lines in production (for log shippers), readable colours on a developer's terminal. */
export function createLogger(config: AppConfig, context: string): ConsoleLogger {
  const upTo = LEVELS.indexOf(config.LOG_LEVEL);
  return new ConsoleLogger(context, {
    json: config.isProduction,
    colors: !config.isProduction && process.stdout.isTTY,
    logLevels: LEVELS.slice(0, upTo + 1),
  });
}
