import { catalogMessage, type CreatedResponse, type Lang, type ListResponse, type MessageResponse, type PortfolioImageInput, type PortfolioImageRow } from '@dealer/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsString } from 'class-validator';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { AdminOnly } from '../../identity/session/auth.guard.js';
import { declareMediaReference, mediaUrl, prepareImage, saveImage, sweepUnusedImages } from '../../../core/media/media.store.js';

export class PortfolioImageBody implements PortfolioImageInput {
  @ApiProperty({ description: 'data:image/png;base64,... (PNG, JPEG or WebP, at most 5 MB)' })
  @IsString()
  imagePath: string;
}

interface Row {
  id: string;
  media_sha256: string;
  content_type: string;
  created_at: Date;
}

declareMediaReference('portfolio_images', 'media_sha256');

const notFound = () => new ApiError(404, { en: catalogMessage('portfolioImages', 'notFound', 'en'), ar: catalogMessage('portfolioImages', 'notFound', 'ar') });

/** The gallery. Lists carry image URLs, never bytes; newest first, as the gallery shows them. */
@ApiTags('portfolioImages')
@Controller('api/portfolioImages')
export class PortfolioImagesController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Gallery images, newest first' })
  async list(): Promise<ListResponse<PortfolioImageRow>> {
    const rows = (await this.db.query(
      `SELECT p.id, p.media_sha256, m.content_type, p.created_at
         FROM portfolio_images p JOIN media m ON m.sha256 = p.media_sha256
        ORDER BY p.created_at DESC, p.id`,
    )) as Row[];
    return { data: rows.map((r) => ({ _id: r.id, imagePath: mediaUrl(r.media_sha256, r.content_type), createdAt: r.created_at.toISOString() })) };
  }

  @Post()
  @HttpCode(201)
  @AdminOnly()
  @ApiOperation({ summary: 'Add a gallery image (admin)' })
  async create(@Body() body: PortfolioImageBody, @RequestLang() lang: Lang): Promise<CreatedResponse> {
    // Decoded and re-encoded before the transaction: a large photo holds no connection or lock meanwhile.
    const image = await prepareImage(body.imagePath);
    const id = await this.db.transaction(async (manager) => {
      await saveImage(manager, image, 'public');
      const [row] = (await manager.query('INSERT INTO portfolio_images (media_sha256) VALUES ($1) RETURNING id', [image.sha256])) as { id: string }[];
      return row!.id;
    });
    return { message: catalogMessage('portfolioImages', 'added', lang), _id: id };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Replace a gallery image (admin)' })
  async update(@Param('id', UuidParamPipe) id: string, @Body() body: PortfolioImageBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    const image = await prepareImage(body.imagePath);
    await this.db.transaction(async (manager) => {
      await saveImage(manager, image, 'public');
      const [rows] = (await manager.query(
        'UPDATE portfolio_images SET media_sha256 = $2, updated_at = now() WHERE id = $1 RETURNING id',
        [id, image.sha256],
      )) as [{ id: string }[], number];
      if (!rows[0]) throw notFound();
      await sweepUnusedImages(manager);
    });
    return { message: catalogMessage('portfolioImages', 'updated', lang) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a gallery image (admin)' })
  async delete(@Param('id', UuidParamPipe) id: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
    await this.db.transaction(async (manager) => {
      const [, deleted] = (await manager.query('DELETE FROM portfolio_images WHERE id = $1', [id])) as [unknown, number];
      if (!deleted) throw notFound();
      await sweepUnusedImages(manager);
    });
    return { message: catalogMessage('portfolioImages', 'deleted', lang) };
  }
}
