import type { ModelInput, ModelRow } from '@dealer/contracts';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { MatchedText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';

@Entity('models')
export class ModelEntity extends CatalogEntity {
  @Column({ name: 'model_year', type: 'text' }) modelYear: string;
}

export class ModelBody implements ModelInput {
  @MatchedText(/^(19[5-9]\d|20\d\d)$/, 'modelYear must be a year between 1950 and 2099', '2024')
  modelYear: string;
}

/** Model years, as the booking form offers them. */
export const MODELS: CrudResource<ModelBody, ModelRow> = {
  resource: 'models',
  body: ModelBody,
  store: entityStore({ entity: ModelEntity, order: { modelYear: 'ASC' }, fields: ['modelYear'] }),
};
