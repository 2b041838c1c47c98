import { WARRANTY_MESSAGES } from '@dealer/contracts';
import { Headers, Param, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { ApiError } from '../../../core/http/api-error.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { IMAGE_EXTENSIONS, type ImageType } from '../../../core/media/image-data-url.js';
import { sendImage } from '../../../core/media/media-reply.js';
import { Authenticated, CurrentActor, type Actor } from '../../identity/index.js';

interface Row {
  customer_id: string;
  reference: string;
  sha256: string;
  content_type: ImageType;
  bytes: Buffer;
}

@ResourceController('warrantyclaims')
export class ClaimImageController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Another customer's claim answers like a missing one: it does not even say the claim exists. */
  @Endpoint('GET', ':id/invoice-image', { access: Authenticated(), summary: "A claim's e-invoice photo (owner or admin); never publicly cached" })
  async get(
    @Param('id', UuidParamPipe) id: string,
    @CurrentActor() caller: Actor,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const [row] = (await this.db.query(
      `SELECT c.customer_id, c.reference, m.sha256, m.content_type, m.bytes
         FROM claim_list c JOIN media m ON m.sha256 = c.invoice_image_sha256 WHERE c.id = $1`,
      [id],
    )) as Row[];
    if (!row || (caller.type !== 'admin' && row.customer_id !== caller.id)) throw new ApiError(404, WARRANTY_MESSAGES.claimNotFound);
    const fileName = `invoice-${row.reference}.${IMAGE_EXTENSIONS[row.content_type] ?? 'bin'}`;
    await sendImage(reply, { tag: row.sha256, contentType: row.content_type, bytes: row.bytes, fileName }, 'private', ifNoneMatch);
  }
}
