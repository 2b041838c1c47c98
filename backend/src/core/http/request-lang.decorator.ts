import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { langFromAcceptLanguage, type Lang } from '@dealer/contracts';
import type { FastifyRequest } from 'fastify';

export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  return langFromAcceptLanguage(request.headers['accept-language']);
}

/** The language the caller reads: from Accept-Language, English by default. */
export const RequestLang = createParamDecorator((_: unknown, ctx: ExecutionContext): Lang =>
  requestLang(ctx.switchToHttp().getRequest<FastifyRequest>()),
);
