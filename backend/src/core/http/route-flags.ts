/**
 * Route config (`@RouteConfig(NAMES_STORED_FILE)`) of a route whose address names a stored file, as
 * `/api/media/:file` does: an address part no file can be named by is a file that is not there (404),
 * not a field the caller could correct. Apart from the request guard that reads it, so a controller
 * can say it without importing the guard.
 */
export const NAMES_STORED_FILE = { namesStoredFile: true } as const;

export function namesStoredFile(config: unknown): boolean {
  return (config as { namesStoredFile?: boolean } | undefined)?.namesStoredFile === true;
}
