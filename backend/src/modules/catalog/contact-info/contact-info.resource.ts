import type { ContactInfoInput, ContactInfoRow } from '@dealer/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { NormalizeEmail, Trim } from '../../../core/http/input.decorators.js';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';

const LINKS = ['b2bUrl', 'facebook', 'instagram', 'x', 'youtube', 'linkedin'] as const;

@Entity('contact_info')
export class ContactInfoEntity extends CatalogEntity {
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'phone_number', type: 'text' }) phoneNumber: string;
  @Column({ type: 'text' }) address: string;
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
  @ApiProperty({ example: 'care@autocare.example' })
  @NormalizeEmail()
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email: string;

  @RequiredText(30, '+966 920 000 000')
  phoneNumber: string;

  @RequiredText(300, 'King Fahd Road, Al Olaya, Riyadh')
  address: string;

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

export const CONTACT_INFO: CrudResource<ContactInfoEntity, ContactInfoBody, ContactInfoRow> = {
  resource: 'contactInfo',
  entity: ContactInfoEntity,
  body: ContactInfoBody,
  order: { createdAt: 'ASC' },
  toRow: (e) => ({
    _id: e.id,
    email: e.email,
    phoneNumber: e.phoneNumber,
    address: e.address,
    whatsappNumber: e.whatsappNumber,
    b2bUrl: e.b2bUrl,
    facebook: e.facebook,
    instagram: e.instagram,
    x: e.x,
    youtube: e.youtube,
    linkedin: e.linkedin,
  }),
  toEntity: (i) => ({
    email: i.email,
    phoneNumber: i.phoneNumber,
    address: i.address,
    whatsappNumber: i.whatsappNumber ?? '',
    ...Object.fromEntries(LINKS.map((link) => [link, i[link] ?? ''])),
  }),
};
