import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppConfig } from '../../core/config/app-config.js';
import { buildRobots, buildSitemap } from './site-index.builder.js';

/**
 * robots.txt and sitemap.xml come from the server, not the static build: they need the public address
 * and the brand of the about path, which are settings of the running site.
 */
@ApiExcludeController()
@Controller()
export class SiteIndexController {
  constructor(private readonly config: AppConfig) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  sitemap(): string {
    return buildSitemap(this.config.publicUrl, this.config.brandSlug);
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return buildRobots(this.config.publicUrl);
  }
}
