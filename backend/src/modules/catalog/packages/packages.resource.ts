import { CURRENCIES, OFFERS, type Currency, type Offer, type PackageInput, type PackageRow } from '@dealer/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsNumber, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { Column, Entity, In, type DataSource } from 'typeorm';
import { InvalidInputError } from '../../../core/http/api-error.js';
import { ServiceEntity } from '../services/services.resource.js';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { OptionalText, RequiredText } from '../shared/catalog-input.js';
import type { CrudResource, CrudStore } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';

/** More than any real package includes; keeps a hostile list from becoming a large query. */
export const PACKAGE_SERVICES_MAX = 30;

@Entity('packages')
export class PackageEntity extends CatalogEntity {
  @Column({ name: 'service_name', type: 'text' }) serviceName: string;
  @Column({ name: 'service_name_ar', type: 'text' }) serviceNameAr: string;
  @Column({ type: 'text' }) description: string;
  @Column({ name: 'description_ar', type: 'text' }) descriptionAr: string;
  @Column({ type: 'text' }) currency: Currency;
  /** numeric(12,2): pg hands it back as text, so the row converts it. */
  @Column({ type: 'numeric', precision: 12, scale: 2 }) price: string;
  @Column({ type: 'text' }) offer: Offer;
  @Column({ name: 'most_popular', type: 'boolean' }) mostPopular: boolean;
  @Column({ name: 'service_ids', type: 'uuid', array: true, default: () => "'{}'" }) services: string[];
}

export class PackageBody implements PackageInput {
  @RequiredText(120, 'Full A/C Service')
  serviceName: string;

  @OptionalText(120, 'صيانة المكيف الكاملة')
  serviceNameAr?: string;

  @OptionalText(300, 'Gas refill, leak test, cabin filter and a cooling check')
  description?: string;

  @OptionalText(300, 'تعبئة الغاز وفحص التسريب وفلتر المقصورة وفحص التبريد')
  descriptionAr?: string;

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

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: PACKAGE_SERVICES_MAX,
    description: 'Ids of the services the package includes (GET /api/services/); left out on update, the stored ones stay',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PACKAGE_SERVICES_MAX)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  services?: string[];
}

const table = entityStore<PackageEntity, PackageBody, PackageRow>({
  entity: PackageEntity,
  order: { price: 'ASC' },
  fields: ['serviceName', 'currency', 'offer'],
  optionalTexts: ['serviceNameAr', 'description', 'descriptionAr'],
  toRow: (e) => ({ price: Number(e.price), mostPopular: e.mostPopular ? 'true' : 'false', services: e.services }),
  // Left out, the services are not written: a create gets the column's empty list, an update keeps them.
  toEntity: (i) => ({ price: i.price.toFixed(2), mostPopular: i.mostPopular === 'true', ...(i.services ? { services: i.services } : {}) }),
});

/**
 * The package table, with its services checked against the services table: an array cannot carry a
 * foreign key, so a write names only services that exist, and a list leaves out any deleted since.
 */
function packageStore(db: DataSource): CrudStore<PackageBody, PackageRow> {
  const store = table(db);
  const services = db.getRepository(ServiceEntity);

  const refuseUnknown = async (ids: string[] | undefined) => {
    if (!ids?.length) return;
    const found = await services.countBy({ id: In(ids) });
    // Told like any invalid field, so the admin form shows it at the services, in the admin's language.
    if (found !== ids.length) throw new InvalidInputError([{ field: 'services', constraint: 'knownRows', detail: 'services names a service that does not exist' }]);
  };

  return {
    async list() {
      const [rows, known] = await Promise.all([store.list(), services.find({ select: { id: true } })]);
      const existing = new Set(known.map((service) => service.id));
      return rows.map((row) => ({ ...row, services: row.services.filter((id) => existing.has(id)) }));
    },
    async create(input) {
      await refuseUnknown(input.services);
      return store.create(input);
    },
    async update(id, input) {
      await refuseUnknown(input.services);
      return store.update(id, input);
    },
    delete: (id) => store.delete(id),
  };
}

export const PACKAGES: CrudResource<PackageBody, PackageRow> = {
  resource: 'packages',
  body: PackageBody,
  store: packageStore,
};
