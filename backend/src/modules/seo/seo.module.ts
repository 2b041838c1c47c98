import { Module } from '@nestjs/common';
import { SiteIndexController } from './site-index.controller.js';

/** What search engines read: robots.txt and the sitemap of the public pages. */
@Module({ controllers: [SiteIndexController] })
export class SeoModule {}
