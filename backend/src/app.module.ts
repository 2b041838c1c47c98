import { Module, type DynamicModule } from '@nestjs/common';
import { AppConfig } from './core/config/app-config.js';
import { ConfigModule } from './core/config/config.module.js';
import { DatabaseModule } from './core/database/database.module.js';
import { HealthModule } from './core/health/health.module.js';
import { RedisModule } from './core/redis/redis.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { BookingModule } from './modules/booking/booking.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { WarrantyModule } from './modules/warranty/warranty.module.js';
import { EnquiriesModule } from './modules/enquiries/enquiries.module.js';
import { SeoModule } from './modules/seo/seo.module.js';

/** The HTTP API process. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, RedisModule, HealthModule, IdentityModule, CatalogModule, BookingModule, WarrantyModule, EnquiriesModule, SeoModule],
    };
  }
}
