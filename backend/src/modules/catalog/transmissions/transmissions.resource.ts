import type { TransmissionInput, TransmissionRow } from '@dealer/contracts';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { OptionalText, RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';

@Entity('transmissions')
export class TransmissionEntity extends CatalogEntity {
  @Column({ name: 'transmission_name', type: 'text' }) transmissionName: string;
  @Column({ name: 'transmission_name_ar', type: 'text' }) transmissionNameAr: string;
}

export class TransmissionBody implements TransmissionInput {
  @RequiredText(80, 'Automatic') transmissionName: string;
  @OptionalText(80, 'أوتوماتيك') transmissionNameAr?: string;
}

export const TRANSMISSIONS: CrudResource<TransmissionBody, TransmissionRow> = {
  resource: 'transmissions',
  body: TransmissionBody,
  store: entityStore({ entity: TransmissionEntity, order: { transmissionName: 'ASC' }, fields: ['transmissionName'], optionalTexts: ['transmissionNameAr'] }),
};
