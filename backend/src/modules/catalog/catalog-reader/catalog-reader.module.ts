import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CATALOG_ENTITIES } from '../catalog.entities.js';
import { CatalogReader } from './catalog-reader.service.js';

/**
 * The catalog's facts alone, for worker processes that decide bookings (the waitlist's lapsing holds)
 * without serving the catalog. No change relay runs there: a snapshot lives its two seconds at most.
 */
@Module({
  imports: [TypeOrmModule.forFeature(CATALOG_ENTITIES)],
  providers: [CatalogReader],
  exports: [CatalogReader],
})
export class CatalogReaderModule {}
