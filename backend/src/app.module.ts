import { Module, type DynamicModule } from '@nestjs/common';
import { AppConfig } from './core/config/app-config.js';
import { ConfigModule } from './core/config/config.module.js';
import { DatabaseModule } from './core/database/database.module.js';
import { HealthModule } from './core/health/health.module.js';
import { RedisModule } from './core/redis/redis.module.js';
import { BookingModule } from './modules/booking/booking.module.js';
import { CatalogModule } from './modules/catalog/index.js';
import { EnquiriesModule } from './modules/enquiries/index.js';
import { IdentityModule } from './modules/identity/index.js';
import { NotificationsModule } from './modules/notifications/index.js';
import { PrerenderModule } from './modules/prerender/index.js';
import { SeoModule } from './modules/seo/index.js';
import { WarrantyModule } from './modules/warranty/index.js';

/** The HTTP API process. NotificationsModule binds the mail ports of identity and enquiries to its outbox. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, RedisModule, HealthModule, NotificationsModule, IdentityModule, CatalogModule, BookingModule, WarrantyModule, EnquiriesModule, SeoModule, PrerenderModule],
    };
  }
}
