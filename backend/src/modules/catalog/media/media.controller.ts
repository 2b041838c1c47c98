import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import { IMAGE_WIDTHS, MEDIA_MESSAGES, type ImageWidth } from '@dealer/contracts';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { NAMES_STORED_FILE } from '../../../core/http/route-flags.js';
import { imageHeaders, sendImage } from '../../../core/media/media-reply.js';
import { loadImageVariant } from '../../../core/media/media-variant.store.js';

/** `?w=` as sent: absent, or a width of the ladder spelt exactly as the ladder does (one address per copy). */
function widthOf(w: unknown): ImageWidth | undefined {
  if (w === undefined) return undefined;
  const width = IMAGE_WIDTHS.find((step) => String(step) === w);
  if (!width) throw new ApiError(400, MEDIA_MESSAGES.imageWidth);
  return width;
}

/**
 * Serves the public images (gallery, banners...). Their names are content hashes, so browsers may keep
 * them forever. Private images (claim photos) are not found here: their claim's route serves them.
 */
@ApiTags('media')
@Controller('api/media')
export class MediaController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get(':file')
  // A name no stored file has (a NUL in it, say) is an image that is not there: 404, as any other.
  @RouteConfig(NAMES_STORED_FILE)
  @ApiOperation({ summary: 'A public image, by content hash; with `w`, scaled down to that width as WebP' })
  @ApiQuery({ name: 'w', required: false, enum: [...IMAGE_WIDTHS], description: 'A width of the ladder, in pixels' })
  async get(@Param('file') file: string, @Query('w') w: unknown, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const sha256 = /^([a-f0-9]{64})\.(png|jpg|webp)$/.exec(file)?.[1];
    if (!sha256) throw new ApiError(404, 'notFound');
    const width = widthOf(w);
    // A scaled copy is named by its image's hash and width: the same address always gives the same bytes.
    const tag = width ? `${sha256}-${width}w` : sha256;
    const fileName = width ? `${tag}.webp` : file;
    // Knowing the hash means holding the bytes already, so a 304 tells nothing new, private or not.
    if (ifNoneMatch === `"${tag}"`) {
      await imageHeaders(reply, tag, fileName, 'public').status(304).send();
      return;
    }
    if (width) {
      const variant = await loadImageVariant(this.db.manager, sha256, width);
      if (!variant) throw new ApiError(404, 'notFound');
      await sendImage(reply, { tag, contentType: variant.contentType, bytes: variant.bytes, fileName }, 'public', ifNoneMatch);
      return;
    }
    const rows = (await this.db.query('SELECT content_type, bytes FROM media WHERE sha256 = $1 AND public', [sha256])) as { content_type: string; bytes: Buffer }[];
    if (!rows[0]) throw new ApiError(404, 'notFound');
    await sendImage(reply, { tag, contentType: rows[0].content_type, bytes: rows[0].bytes, fileName: file }, 'public', ifNoneMatch);
  }
}
