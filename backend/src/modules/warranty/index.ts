// The warranty module's public surface: other modules import from here, never from its folders.
export { WarrantyModule } from './warranty.module.js';
export { claimStreamId, evolveClaim, initialClaim, type ClaimDetails, type ClaimEvent, type ClaimState } from './claim/claim.decider.js';
export { claimListModel } from './projections/claim-list.projection.js';
