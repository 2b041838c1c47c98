import type { SiteConfigResponse } from '@dealer/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { ContactInfoEntity } from '../contact-info/contact-info.resource.js';

/**
 * What every page needs first: the brand (for the about route) and the header's contact links,
 * taken from the first Contact Details row the admin keeps.
 */
@ApiTags('site')
@Controller('api/site')
export class SiteController {
  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get()
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({ summary: 'Brand and header contact links' })
  async get(): Promise<SiteConfigResponse> {
    const [contact] = await this.db.getRepository(ContactInfoEntity).find({ order: { createdAt: 'ASC' }, take: 1 });
    return {
      brandName: this.config.BRAND_NAME,
      brandSlug: this.config.brandSlug,
      phoneNumber: contact?.phoneNumber ?? '',
      email: contact?.email ?? '',
      b2bUrl: contact?.b2bUrl ?? '',
      whatsappNumber: contact?.whatsappNumber ?? '',
      social: {
        facebook: contact?.facebook ?? '',
        instagram: contact?.instagram ?? '',
        x: contact?.x ?? '',
        youtube: contact?.youtube ?? '',
        linkedin: contact?.linkedin ?? '',
      },
    };
  }
}
