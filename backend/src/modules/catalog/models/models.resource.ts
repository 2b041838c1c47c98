import type { ModelInput, ModelRow } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { Trim } from '../../../core/http/input.decorators.js';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import type { CrudResource } from '../shared/crud-resource.js';

@Entity('models')
export class ModelEntity extends CatalogEntity {
  @Column({ name: 'model_year', type: 'text' })
  modelYear: string;
}

export class ModelBody implements ModelInput {
  @ApiProperty({ example: '2024' })
  @Trim()
  @IsString()
  @Matches(/^(19[5-9]\d|20\d\d)$/, { message: 'modelYear must be a year between 1950 and 2099' })
  modelYear: string;
}

export const MODELS: CrudResource<ModelEntity, ModelBody, ModelRow> = {
  resource: 'models',
  entity: ModelEntity,
  body: ModelBody,
  order: { modelYear: 'ASC' },
  toRow: (e) => ({ _id: e.id, modelYear: e.modelYear }),
  toEntity: (i) => ({ modelYear: i.modelYear }),
};
