import type { SiteConfigResponse } from '@dealer/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../core/config/app-config.js';

/**
 * Public settings the pages need before anything else: the brand (for the about route) and the
 * header's contact links. The admin-managed contact details replace these defaults when they exist.
 */
@ApiTags('site')
@Controller('api/site')
export class SiteController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Brand and header contact links' })
  get(): SiteConfigResponse {
    return {
      brandName: this.config.BRAND_NAME,
      brandSlug: this.config.brandSlug,
      phoneNumber: '+966920000000',
      email: 'care@autocare.example',
      b2bUrl: 'https://shop.autocare.example',
      whatsappNumber: '+966500000000',
      social: {
        facebook: 'https://www.facebook.com/',
        instagram: 'https://www.instagram.com/',
        x: 'https://x.com/',
        youtube: 'https://www.youtube.com/',
        linkedin: 'https://www.linkedin.com/',
      },
    };
  }
}
