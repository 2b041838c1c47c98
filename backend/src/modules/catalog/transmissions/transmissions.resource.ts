import type { TransmissionInput, TransmissionRow } from '@dealer/contracts';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';

@Entity('transmissions')
export class TransmissionEntity extends CatalogEntity {
  @Column({ name: 'transmission_name', type: 'text' })
  transmissionName: string;
}

export class TransmissionBody implements TransmissionInput {
  @RequiredText(80, 'Automatic')
  transmissionName: string;
}

export const TRANSMISSIONS: CrudResource<TransmissionEntity, TransmissionBody, TransmissionRow> = {
  resource: 'transmissions',
  entity: TransmissionEntity,
  body: TransmissionBody,
  order: { transmissionName: 'ASC' },
  toRow: (e) => ({ _id: e.id, transmissionName: e.transmissionName }),
  toEntity: (i) => ({ transmissionName: i.transmissionName }),
};
