import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { imageHeaders, sendImage } from '../../../core/media/media-reply.js';

/**
 * Serves the public images (gallery, banners...). Their names are content hashes, so browsers may keep
 * them forever. Private images (claim photos) are not found here: their claim's route serves them.
 */
@ApiTags('media')
@Controller('api/media')
export class MediaController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get(':file')
  @ApiOperation({ summary: 'A public image, by content hash' })
  async get(@Param('file') file: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const sha256 = /^([a-f0-9]{64})\.(png|jpg|webp)$/.exec(file)?.[1];
    if (!sha256) throw new ApiError(404, 'notFound');
    // Knowing the hash means holding the bytes already, so a 304 tells nothing new, private or not.
    if (ifNoneMatch === `"${sha256}"`) {
      await imageHeaders(reply, sha256, file, 'public').status(304).send();
      return;
    }
    const rows = (await this.db.query('SELECT content_type, bytes FROM media WHERE sha256 = $1 AND public', [sha256])) as { content_type: string; bytes: Buffer }[];
    if (!rows[0]) throw new ApiError(404, 'notFound');
    await sendImage(reply, { sha256, contentType: rows[0].content_type, bytes: rows[0].bytes, fileName: file }, 'public', ifNoneMatch);
  }
}
