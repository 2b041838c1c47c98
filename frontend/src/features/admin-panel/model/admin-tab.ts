import { ADMIN_TABS, STAFF_TABS, type AdminTab, type CustomerType } from '@dealer/contracts';

/** The sections an account sees: branch staff only theirs, admins all of them. */
export function adminTabsFor(type: CustomerType): readonly AdminTab[] {
  return type === 'staff' ? STAFF_TABS : ADMIN_TABS;
}

/**
 * The selected tab lives in the address (?tab=..) so a reload or a shared link opens the same
 * section. Logout is an action, not a section, so it never comes back from the address; a section
 * not among `tabs` (an admin's link opened by staff) opens the first of them.
 */
export function parseAdminTab(value: string | null, tabs: readonly AdminTab[] = ADMIN_TABS): AdminTab {
  const tab = tabs.find((candidate) => candidate === value);
  return tab && tab !== 'logout' ? tab : tabs[0]!;
}
