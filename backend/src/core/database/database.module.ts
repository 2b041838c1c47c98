import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source.js';

/** The processes' database; each module registers its own entities (TypeOrmModule.forFeature). */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config.DATABASE_URL), migrationsRun: false, autoLoadEntities: true }),
    }),
  ],
})
export class DatabaseModule {}
