/** The admin Warranty Claim History tab, for the admin panel to place. */
export { WarrantyClaimHistoryTab } from './components/warranty-claim-history-tab';
