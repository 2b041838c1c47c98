import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStoreModule } from '../../core/event-store/event-store.module.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { ClaimImageController } from './claim-image/claim-image.controller.js';
import { ChangeClaimController } from './change-claim/change-claim.controller.js';
import { ChangeClaimHandler } from './change-claim/change-claim.handler.js';
import { ListClaimsController } from './list-claims/list-claims.controller.js';
import { SubmitClaimController } from './submit-claim/submit-claim.controller.js';
import { SubmitClaimHandler } from './submit-claim/submit-claim.handler.js';

/** Warranty claims and their review: event-sourced, with the claim list as an inline read model. */
@Module({
  imports: [CqrsModule, EventStoreModule, IdentityModule, CatalogModule],
  controllers: [ListClaimsController, ClaimImageController, SubmitClaimController, ChangeClaimController],
  providers: [SubmitClaimHandler, ChangeClaimHandler],
})
export class WarrantyModule {}
