import { catalogMessage, type BannerInput, type BannerRow, type CreatedResponse, type Lang, type ListResponse, type MessageResponse } from '@dealer/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsString } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { AdminOnly } from '../../identity/session/auth.guard.js';
import { RequiredText } from '../shared/catalog-input.js';
import { declareMediaReference, mediaUrl, prepareImage, saveImage, sweepUnusedImages } from '../../../core/media/media.store.js';

export class BannerBody implements BannerInput {
  @RequiredText(160, 'Summer A/C offer: 20% off')
  bannerTitle: string;

  @ApiProperty({ description: 'data:image/jpeg;base64,... (PNG, JPEG or WebP, at most 5 MB)' })
  @IsString()
  imagePath: string;
}

declareMediaReference('banners', 'media_sha256');

const notFound = () => new ApiError(404, { en: catalogMessage('banners', 'notFound', 'en'), ar: catalogMessage('banners', 'notFound', 'ar') });

async function deleteBanners(manager: EntityManager, where: string, params: unknown[]): Promise<number> {
  const [, deleted] = (await manager.query(`DELETE FROM banners WHERE ${where}`, params)) as [unknown, number];
  await sweepUnusedImages(manager);
  return deleted;
}

/**
 * The modal banner. The site shows one: saving a new banner replaces the old in one transaction
 * (the spec's client deleted, then created, and could lose the banner between the two).
 */
@ApiTags('banners')
@Controller('api/banners')
export class BannersController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'The banner (a list of at most one)' })
  async list(): Promise<ListResponse<BannerRow>> {
    const rows = (await this.db.query(
      `SELECT b.id, b.banner_title, b.media_sha256, m.content_type, b.created_at
         FROM banners b JOIN media m ON m.sha256 = b.media_sha256 ORDER BY b.created_at DESC`,
    )) as { id: string; banner_title: string; media_sha256: string; content_type: string; created_at: Date }[];
    return {
      data: rows.map((r) => ({ _id: r.id, bannerTitle: r.banner_title, imagePath: mediaUrl(r.media_sha256, r.content_type), createdAt: r.created_at.toISOString() })),
    };
  }

  @Post()
  @HttpCode(201)
  @AdminOnly()
  @ApiOperation({ summary: 'Save the banner, replacing the current one (admin)' })
  async create(@Body() body: BannerBody, @RequestLang() lang: Lang): Promise<CreatedResponse> {
    // Decoded and re-encoded before the transaction: a large photo holds no connection or lock meanwhile.
    const image = await prepareImage(body.imagePath);
    const id = await this.db.transaction(async (manager) => {
      await saveImage(manager, image, 'public');
      // Two admins saving at once must still leave exactly one banner.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('banners'))`);
      await deleteBanners(manager, 'true', []);
      const [row] = (await manager.query('INSERT INTO banners (banner_title, media_sha256) VALUES ($1, $2) RETURNING id', [body.bannerTitle, image.sha256])) as { id: string }[];
      return row!.id;
    });
    return { message: catalogMessage('banners', 'added', lang), _id: id };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change the banner (admin)' })
  async update(@Param('id', UuidParamPipe) id: string, @Body() body: BannerBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    const image = await prepareImage(body.imagePath);
    await this.db.transaction(async (manager) => {
      await saveImage(manager, image, 'public');
      const [rows] = (await manager.query(
        'UPDATE banners SET banner_title = $2, media_sha256 = $3, updated_at = now() WHERE id = $1 RETURNING id',
        [id, body.bannerTitle, image.sha256],
      )) as [{ id: string }[], number];
      if (!rows[0]) throw notFound();
      await sweepUnusedImages(manager);
    });
    return { message: catalogMessage('banners', 'updated', lang) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Remove the banner (admin)' })
  async delete(@Param('id', UuidParamPipe) id: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
    const deleted = await this.db.transaction((manager) => deleteBanners(manager, 'id = $1', [id]));
    if (deleted === 0) throw notFound();
    return { message: catalogMessage('banners', 'deleted', lang) };
  }
}
