import type { ContactInfoInput, ContactInfoRow } from '@dealer/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { Trim } from '../../../core/http/input.decorators.js';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { EmailAddress, OptionalText, RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';

const LINKS = ['b2bUrl', 'facebook', 'instagram', 'x', 'youtube', 'linkedin'] as const;
const OPTIONAL = ['whatsappNumber', ...LINKS] as const;

@Entity('contact_info')
export class ContactInfoEntity extends CatalogEntity {
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'phone_number', type: 'text' }) phoneNumber: string;
  @Column({ type: 'text' }) address: string;
  @Column({ name: 'address_ar', type: 'text' }) addressAr: string;
  @Column({ name: 'whatsapp_number', type: 'text' }) whatsappNumber: string;
  @Column({ name: 'b2b_url', type: 'text' }) b2bUrl: string;
  @Column({ type: 'text' }) facebook: string;
  @Column({ type: 'text' }) instagram: string;
  @Column({ type: 'text' }) x: string;
  @Column({ type: 'text' }) youtube: string;
  @Column({ type: 'text' }) linkedin: string;
}

/** Empty or an https address: the header renders these as links. */
const OptionalUrl = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'https://www.instagram.com/autocare' }),
    Trim(),
    IsOptional(),
    IsString(),
    MaxLength(300),
    Matches(/^(https:\/\/[^\s]+)?$/, { message: ({ property }) => `${property} must be an https:// address or empty` }),
  );

export class ContactInfoBody implements ContactInfoInput {
  @EmailAddress('care@autocare.example')
  email: string;

  @RequiredText(30, '+966 920 000 000')
  phoneNumber: string;

  @RequiredText(300, 'King Fahd Road, Al Olaya, Riyadh')
  address: string;

  @OptionalText(300, 'طريق الملك فهد، العليا، الرياض')
  addressAr?: string;

  @ApiPropertyOptional({ example: '+966500000000' })
  @Trim()
  @IsOptional()
  @IsString()
  @Matches(/^(\+?\d{8,15})?$/, { message: 'whatsappNumber must be digits with an optional +, or empty' })
  whatsappNumber?: string;

  @OptionalUrl() b2bUrl?: string;
  @OptionalUrl() facebook?: string;
  @OptionalUrl() instagram?: string;
  @OptionalUrl() x?: string;
  @OptionalUrl() youtube?: string;
  @OptionalUrl() linkedin?: string;
}

/** The header's and footer's contact details; the site shows the first row. */
export const CONTACT_INFO: CrudResource<ContactInfoBody, ContactInfoRow> = {
  resource: 'contactInfo',
  body: ContactInfoBody,
  store: entityStore({
    entity: ContactInfoEntity,
    order: { createdAt: 'ASC' },
    fields: ['email', 'phoneNumber', 'address'],
    optionalTexts: ['addressAr', ...OPTIONAL],
  }),
};
