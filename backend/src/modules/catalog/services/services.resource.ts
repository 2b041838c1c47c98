import type { ServiceInput, ServiceRow } from '@dealer/contracts';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';

@Entity('services')
export class ServiceEntity extends CatalogEntity {
  @Column({ name: 'service_name', type: 'text' })
  serviceName: string;

  @Column({ name: 'service_category', type: 'text' })
  serviceCategory: string;
}

export class ServiceBody implements ServiceInput {
  @RequiredText(120, 'A/C Gas Refill')
  serviceName: string;

  @RequiredText(120, 'AC Servicing')
  serviceCategory: string;
}

/** A service name is unique within its category. */
export const SERVICES: CrudResource<ServiceEntity, ServiceBody, ServiceRow> = {
  resource: 'services',
  entity: ServiceEntity,
  body: ServiceBody,
  order: { serviceCategory: 'ASC', serviceName: 'ASC' },
  toRow: (e) => ({ _id: e.id, serviceName: e.serviceName, serviceCategory: e.serviceCategory }),
  toEntity: (i) => ({ serviceName: i.serviceName, serviceCategory: i.serviceCategory }),
};
