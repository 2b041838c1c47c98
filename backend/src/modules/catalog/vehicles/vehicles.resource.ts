import type { VehicleInput, VehicleRow } from '@dealer/contracts';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { OptionalText, RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';

@Entity('vehicles')
export class VehicleEntity extends CatalogEntity {
  @Column({ name: 'vehicle_type', type: 'text' }) vehicleType: string;
  @Column({ name: 'vehicle_type_ar', type: 'text' }) vehicleTypeAr: string;
}

export class VehicleBody implements VehicleInput {
  @RequiredText(80, 'Toyota') vehicleType: string;
  @OptionalText(80, 'تويوتا') vehicleTypeAr?: string;
}

/** The makes the booking form offers. */
export const VEHICLES: CrudResource<VehicleBody, VehicleRow> = {
  resource: 'vehicles',
  body: VehicleBody,
  store: entityStore({ entity: VehicleEntity, order: { vehicleType: 'ASC' }, fields: ['vehicleType'], optionalTexts: ['vehicleTypeAr'] }),
};
