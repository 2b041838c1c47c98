import { Module } from '@nestjs/common';
import { PageRenderer } from '../../core/http/page-renderer.js';
import { PagePrerenderer } from './page-prerenderer.service.js';

/** Server-rendered public pages in both languages (see PagePrerenderer). */
@Module({ providers: [PagePrerenderer, { provide: PageRenderer, useExisting: PagePrerenderer }] })
export class PrerenderModule {}
