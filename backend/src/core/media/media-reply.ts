import type { FastifyReply } from 'fastify';

export interface ServedImage {
  /** The ETag's value: the content's hash, with the width for a scaled copy (`<sha256>-640w`). */
  tag: string;
  contentType: string;
  bytes: Buffer;
  /** Anything but letters, digits, dot, dash and underscore becomes '_': it goes into a header as is. */
  fileName: string;
}

/** Public images never change under their hash; private ones are checked against the session each time. */
export type ImageCaching = 'public' | 'private';

const CACHE_CONTROL: Record<ImageCaching, string> = {
  public: 'public, max-age=31536000, immutable',
  // A browser may keep the bytes but must ask again (ETag, 304) so a logged-out visitor gets nothing.
  private: 'private, no-cache',
};

/**
 * The headers of every image answer, 304s included. `inline` with a plain file name: shown in the page
 * or a new tab, saved under that name. nosniff keeps browsers to the declared image type (helmet sets
 * it on every answer; it is repeated here so media stays safe should the headers ever be configured
 * differently). The ETag is the content's hash (and width): a browser holding it holds these very bytes.
 */
export function imageHeaders(reply: FastifyReply, tag: string, fileName: string, caching: ImageCaching): FastifyReply {
  void reply
    .header('cache-control', CACHE_CONTROL[caching])
    .header('etag', `"${tag}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  if (caching === 'private') void reply.header('vary', 'Cookie');
  return reply;
}

/** Answers a stored image, or 304 when the browser already holds it. */
export async function sendImage(reply: FastifyReply, image: ServedImage, caching: ImageCaching, ifNoneMatch: string | undefined): Promise<void> {
  imageHeaders(reply, image.tag, image.fileName, caching);
  if (ifNoneMatch === `"${image.tag}"`) {
    await reply.status(304).send();
    return;
  }
  await reply.header('content-type', image.contentType).send(image.bytes);
}
