import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { AppConfig } from '../config/app-config.js';
import { registerCrossSiteRequestCheck } from '../security/cross-site-request.js';
import { registerSecurityHeaders } from '../security/security-headers.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { answerReadyFirst, registerReadyAnswers } from './ready-answers.js';
import { registerRequestGuard } from './register-request-guard.js';
import { requestIdOptions } from './request-id.js';
import { PageRenderer } from './page-renderer.js';
import { createValidationPipe } from './validation.pipe.js';

/**
 * Images arrive as data URLs of up to 5 MB (6.7 MB in base64). The limit leaves room above that so an
 * oversized image gets the image rule's message rather than a bare "too large".
 */
export const BODY_LIMIT = 12 * 1024 * 1024;

export function createFastifyAdapter(config: AppConfig): FastifyAdapter {
  const instance = fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    ...requestIdOptions(),
  });
  // Before Nest registers its routes: the marked ones are noted as they come.
  answerReadyFirst(instance);
  return new FastifyAdapter(instance);
}

export interface ConfigureOptions {
  /** Folder of the built frontend; served with the API when it exists. */
  frontendDist?: string;
}

/** Everything the HTTP process needs besides its modules; shared by main.ts and the tests. */
export async function configureApp(app: NestFastifyApplication, options: ConfigureOptions = {}): Promise<void> {
  const config = app.get(AppConfig);
  registerSecurityHeaders(app, config, options.frontendDist);
  registerCrossSiteRequestCheck(app, config);
  await app.register(fastifyCookie);
  registerRequestGuard(app);
  registerReadyAnswers(app);

  const serveApp = Boolean(options.frontendDist && existsSync(options.frontendDist));
  if (serveApp) {
    await app.register(fastifyStatic, {
      root: options.frontendDist!,
      prefix: '/',
      // The build writes .br and .gz beside each asset; browsers that accept them get those.
      preCompressed: true,
      // `/` is a page like the others (prerendered where the app has a renderer), not index.html as is:
      // refused here, it falls through to the app's pages like any address without a file.
      index: false,
      allowedPath: (pathName: string) => pathName !== '/',
      // Hashed build assets never change; index.html must be fetched fresh to find new ones.
      setHeaders: (reply: FastifyReply, path: string) =>
        void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  } else if (options.frontendDist) {
    new Logger('Http').warn(`No frontend build at ${options.frontendDist}: serving the API only`);
  }

  app.useGlobalPipes(createValidationPipe());
  // Nest routes Fastify's own errors (bad JSON, wrong content type, too large) through this filter too.
  const pages = serveApp ? pageRenderer(app) : undefined;
  pages?.serveFrom(options.frontendDist!);
  if (pages) app.getHttpAdapter().getInstance().decorate('answerPage', (request: FastifyRequest, reply: FastifyReply) => pages.answer(request, reply));
  app.useGlobalFilters(new AllExceptionsFilter(serveApp, pages));
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${config.BRAND_NAME} booking API`)
      .setDescription('Branches, services, bookings and warranty claims of the dealer network.')
      .setVersion('1.0')
      .addCookieAuth('sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
}

/** The app's page renderer, if one of its modules provides it (test apps may leave it out). */
function pageRenderer(app: NestFastifyApplication): PageRenderer | undefined {
  try {
    return app.get(PageRenderer, { strict: false });
  } catch {
    return undefined;
  }
}
