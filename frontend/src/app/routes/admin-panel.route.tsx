import type { AdminTab, SessionCustomer } from '@dealer/contracts';
import { PasswordChangeForm } from '../../components/password-change/password-change-form';
import { BookingHistoryTab, ReservedSlotsTab } from '../../features/admin-bookings';
import { renderCatalogSection } from '../../features/admin-catalog/catalog-sections';
import { MailQueueTab } from '../../features/admin-mail-queue';
import { AdminPanelPage } from '../../features/admin-panel/components/admin-panel-page';
import { DayBoardTab } from '../../features/day-board';
import { DayWaitlist } from '../../features/waitlist-admin';
import { RegisterUsersTab } from '../../features/admin-users/components/register-users-tab';
import { WarrantyClaimHistoryTab } from '../../features/admin-warranty';

/** Wires the admin sections that exist into the panel; the others show as not available yet. */
function renderSection(tab: AdminTab, admin: SessionCustomer) {
  switch (tab) {
    case 'registerUsers':
      return <RegisterUsersTab />;
    case 'bookingHistory':
      // Staff filter by their own branches only (the server lists no others).
      return <BookingHistoryTab branchIds={admin.type === 'staff' ? admin.branches : null} />;
    case 'warrantyClaimHistory':
      return <WarrantyClaimHistoryTab />;
    case 'reservedSlots':
      // Staff reserve at their own branches only (the server refuses the others).
      return <ReservedSlotsTab branchIds={admin.type === 'staff' ? admin.branches : null} />;
    case 'dayBoard':
      return <DayBoardTab aside={(day) => <DayWaitlist branchId={day.branchId} date={day.date} seen={day.seen} />} />;
    case 'mailQueue':
      return <MailQueueTab />;
    case 'passwordChange':
      return <PasswordChangeForm email={admin.email} />;
    default:
      return renderCatalogSection(tab);
  }
}

export function AdminPanelRoute() {
  return <AdminPanelPage renderSection={renderSection} />;
}
