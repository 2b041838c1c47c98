import type { Lang } from '@dealer/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  cookie?: string;
}

/**
 * A caller with its own cookie jar, like one browser. `as()` sends requests through Fastify's
 * inject, so no port is opened.
 */
let callers = 0;

export class Caller {
  cookie?: string;

  /**
   * Each caller comes from its own address, as different browsers would; rate limits count per
   * address. Give `ip` for browsers that share one (a family, an office).
   */
  constructor(
    private readonly app: NestFastifyApplication,
    private readonly lang: Lang = 'en',
    readonly ip = `10.0.${Math.floor(++callers / 250)}.${(callers % 250) + 1}`,
  ) {}

  async send<T = Record<string, unknown>>(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.ip,
      headers: {
        'accept-language': this.lang,
        ...(payload !== undefined && typeof payload !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      payload: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    const setCookie = response.cookies.find((c) => c.name === 'sid');
    if (setCookie) this.cookie = setCookie.value && new Date(setCookie.expires ?? Date.now() + 1000) > new Date() ? `sid=${setCookie.value}` : undefined;
    const text = response.body;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, body: body as T, headers: response.headers, cookie: this.cookie };
  }

  get = <T = Record<string, unknown>>(url: string) => this.send<T>('GET', url);
  post = <T = Record<string, unknown>>(url: string, body?: unknown) => this.send<T>('POST', url, body ?? {});
  put = <T = Record<string, unknown>>(url: string, body?: unknown) => this.send<T>('PUT', url, body ?? {});
  patch = <T = Record<string, unknown>>(url: string, body?: unknown) => this.send<T>('PATCH', url, body ?? {});
  delete = <T = Record<string, unknown>>(url: string) => this.send<T>('DELETE', url);

  get hasSession(): boolean {
    return Boolean(this.cookie);
  }
}
