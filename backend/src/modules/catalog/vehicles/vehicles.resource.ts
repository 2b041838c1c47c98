import type { VehicleInput, VehicleRow } from '@dealer/contracts';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';

@Entity('vehicles')
export class VehicleEntity extends CatalogEntity {
  @Column({ name: 'vehicle_type', type: 'text' })
  vehicleType: string;
}

export class VehicleBody implements VehicleInput {
  @RequiredText(80, 'Toyota')
  vehicleType: string;
}

export const VEHICLES: CrudResource<VehicleEntity, VehicleBody, VehicleRow> = {
  resource: 'vehicles',
  entity: VehicleEntity,
  body: VehicleBody,
  order: { vehicleType: 'ASC' },
  toRow: (e) => ({ _id: e.id, vehicleType: e.vehicleType }),
  toEntity: (i) => ({ vehicleType: i.vehicleType }),
};
