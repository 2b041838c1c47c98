import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/index.js';
import { BANNERS } from './banners/banners.resource.js';
import { CATALOG_ENTITIES } from './catalog.entities.js';
import { CatalogChangesRelay } from './catalog-reader/catalog-changes.relay.js';
import { CatalogReader } from './catalog-reader/catalog-reader.service.js';
import { CONTACT_INFO } from './contact-info/contact-info.resource.js';
import { ContactsController } from './contacts/contacts.controller.js';
import { LOCATIONS } from './locations/locations.resource.js';
import { UnknownBranchesHandler } from './locations/unknown-branches.handler.js';
import { MediaController } from './media/media.controller.js';
import { MODELS } from './models/models.resource.js';
import { PACKAGES } from './packages/packages.resource.js';
import { PORTFOLIO_IMAGES } from './portfolio-images/portfolio-images.resource.js';
import { SERVICES } from './services/services.resource.js';
import { crudController } from './shared/crud-controller.factory.js';
import { SiteController } from './site/site.controller.js';
import { TIME_SLOTS } from './timeslots/timeslots.resource.js';
import { TIMINGS } from './timings/timings.resource.js';
import { TRANSMISSIONS } from './transmissions/transmissions.resource.js';
import { VEHICLES } from './vehicles/vehicles.resource.js';

/** Reference data and content: plain CRUD, public to read, admins to write. */
@Module({
  imports: [IdentityModule, TypeOrmModule.forFeature(CATALOG_ENTITIES)],
  controllers: [
    SiteController,
    ...[SERVICES, VEHICLES, MODELS, TRANSMISSIONS, TIME_SLOTS, LOCATIONS, TIMINGS, PACKAGES, CONTACT_INFO, PORTFOLIO_IMAGES, BANNERS].map((def) => crudController(def as never)),
    ContactsController,
    MediaController,
  ],
  providers: [CatalogReader, CatalogChangesRelay, UnknownBranchesHandler],
  exports: [CatalogReader],
})
export class CatalogModule {}
