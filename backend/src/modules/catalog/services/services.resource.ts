import { DEFAULT_SERVICE_MINUTES, MAX_SERVICE_MINUTES, type ServiceInput, type ServiceRow } from '@dealer/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { Optional } from '../../../core/http/input.decorators.js';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { OptionalText, RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';

@Entity('services')
export class ServiceEntity extends CatalogEntity {
  @Column({ name: 'service_name', type: 'text' }) serviceName: string;
  @Column({ name: 'service_category', type: 'text' }) serviceCategory: string;
  @Column({ name: 'service_name_ar', type: 'text' }) serviceNameAr: string;
  @Column({ name: 'service_category_ar', type: 'text' }) serviceCategoryAr: string;
  /** How long the service's work holds a bay. */
  @Column({ name: 'duration_minutes', type: 'int' }) durationMinutes: number;
}

export class ServiceBody implements ServiceInput {
  @RequiredText(120, 'A/C Gas Refill') serviceName: string;
  @RequiredText(120, 'AC Servicing') serviceCategory: string;
  @OptionalText(120, 'تعبئة غاز المكيف') serviceNameAr?: string;
  @OptionalText(120, 'صيانة المكيف') serviceCategoryAr?: string;

  @ApiPropertyOptional({ example: 60, default: DEFAULT_SERVICE_MINUTES, description: 'Minutes the work holds a bay; left out on update, the stored one stays' })
  @Optional()
  @IsInt()
  @Min(5)
  @Max(MAX_SERVICE_MINUTES)
  durationMinutes?: number;
}

/** A service name is unique within its category. */
export const SERVICES: CrudResource<ServiceBody, ServiceRow> = {
  resource: 'services',
  body: ServiceBody,
  store: entityStore({
    entity: ServiceEntity,
    order: { serviceCategory: 'ASC', serviceName: 'ASC' },
    fields: ['serviceName', 'serviceCategory'],
    optionalTexts: ['serviceNameAr', 'serviceCategoryAr'],
    toRow: (e) => ({ durationMinutes: e.durationMinutes }),
    // Left out, a create takes the column's default and an update keeps what is stored.
    toEntity: (i) => (i.durationMinutes === undefined ? {} : { durationMinutes: i.durationMinutes }),
  }),
};
