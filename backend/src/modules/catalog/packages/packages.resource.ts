import { CURRENCIES, OFFERS, type Currency, type Offer, type PackageInput, type PackageRow } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNumber, Max, Min } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';

@Entity('packages')
export class PackageEntity extends CatalogEntity {
  @Column({ name: 'service_name', type: 'text' })
  serviceName: string;

  @Column({ type: 'text' })
  currency: Currency;

  /** numeric(12,2): pg hands it back as text, so the row converts it. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price: string;

  @Column({ type: 'text' })
  offer: Offer;

  @Column({ name: 'most_popular', type: 'boolean' })
  mostPopular: boolean;
}

export class PackageBody implements PackageInput {
  @RequiredText(120, 'Full A/C Service')
  serviceName: string;

  @ApiProperty({ enum: CURRENCIES })
  @IsIn(CURRENCIES)
  currency: Currency;

  @ApiProperty({ example: 349 })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(10_000_000)
  price: number;

  @ApiProperty({ enum: OFFERS })
  @IsIn(OFFERS)
  offer: Offer;

  @ApiProperty({ enum: ['true', 'false'], description: "The spec keeps this as text: 'true' or 'false'" })
  @IsIn(['true', 'false'])
  mostPopular: 'true' | 'false';
}

export const PACKAGES: CrudResource<PackageEntity, PackageBody, PackageRow> = {
  resource: 'packages',
  entity: PackageEntity,
  body: PackageBody,
  order: { price: 'ASC' },
  toRow: (e) => ({
    _id: e.id,
    serviceName: e.serviceName,
    currency: e.currency,
    price: Number(e.price),
    offer: e.offer,
    mostPopular: e.mostPopular ? 'true' : 'false',
  }),
  toEntity: (i) => ({ serviceName: i.serviceName, currency: i.currency, price: i.price.toFixed(2), offer: i.offer, mostPopular: i.mostPopular === 'true' }),
};
