import { ADMIN_TABS, type AdminTab } from '@dealer/contracts';

export const DEFAULT_ADMIN_TAB: AdminTab = 'registerUsers';

/**
 * The selected tab lives in the address (?tab=..) so a reload or a shared link opens the same
 * section. Logout is an action, not a section, so it never comes back from the address.
 */
export function parseAdminTab(value: string | null): AdminTab {
  const tab = ADMIN_TABS.find((candidate) => candidate === value);
  return tab && tab !== 'logout' ? tab : DEFAULT_ADMIN_TAB;
}
