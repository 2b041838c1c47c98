import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';

/** Serves stored images. Their names are content hashes, so browsers may keep them forever. */
@ApiTags('media')
@Controller('api/media')
export class MediaController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get(':file')
  @ApiOperation({ summary: 'An uploaded image, by content hash' })
  async get(@Param('file') file: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const sha256 = /^([a-f0-9]{64})\.(png|jpg|webp)$/.exec(file)?.[1];
    if (!sha256) throw new ApiError(404, 'notFound');
    const etag = `"${sha256}"`;
    const cacheForever = (r: FastifyReply) => r.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    // The name is the content's hash: a browser holding this ETag holds these very bytes.
    if (ifNoneMatch === etag) {
      await cacheForever(reply).status(304).send();
      return;
    }
    const rows = (await this.db.query('SELECT content_type, bytes FROM media WHERE sha256 = $1', [sha256])) as { content_type: string; bytes: Buffer }[];
    if (!rows[0]) throw new ApiError(404, 'notFound');
    await cacheForever(reply).header('content-type', rows[0].content_type).send(rows[0].bytes);
  }
}
