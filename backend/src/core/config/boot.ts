import { AppConfig, ConfigError, loadConfig } from './app-config.js';

/** Loads the configuration or stops the process with the reason: failing fast beats failing later. */
export function configOrExit(): AppConfig {
  try {
    const config = loadConfig();
    if (config.usesDevSessionSecret) {
      console.warn('SESSION_SECRET is not set: using the development default. Set it before going live.');
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
