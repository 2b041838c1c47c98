import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the backend's mail worker delivered it over SMTP. */
export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  /** Subject with RFC 2047 encoded words decoded (Arabic subjects arrive encoded). */
  subject: string;
  /** The text/plain part, transfer encoding undone; '' when the message has none. */
  text: string;
  /** The text/html part, transfer encoding undone; '' when the message has none. */
  html: string;
  /** Attached files (an .ics invitation, say), transfer encoding undone, read as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** The message exactly as received. */
  raw: string;
  receivedAt: Date;
}

export type MailPredicate = (mail: CaughtMail) => boolean;

export interface MailCatcher {
  readonly port: number;
  /** Every message received so far, oldest first. */
  readonly messages: readonly CaughtMail[];
  /**
   * Resolves with the oldest message to `to` (case-insensitive) that matches `predicate` and was not
   * returned by an earlier call, waiting for it if needed. Each message is handed out once, so a
   * journey can wait for "the next mail to this address".
   */
  waitForMail(to: string, predicate?: MailPredicate, timeoutMs?: number): Promise<CaughtMail>;
  /** Answers mail to this address with a permanent refusal (550), as a server with no such mailbox does, until `accept`. */
  refuse(to: string): void;
  accept(to: string): void;
  stop(): Promise<void>;
}

interface Waiter {
  to: string;
  predicate: MailPredicate;
  resolve: (mail: CaughtMail) => void;
  reject: (error: Error) => void;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const handedOut = new Set<CaughtMail>();
  const waiters = new Set<Waiter>();
  const refused = new Set<string>();

  const matches = (mail: CaughtMail, to: string, predicate: MailPredicate): boolean =>
    !handedOut.has(mail) && mail.to.includes(to) && predicate(mail);

  const deliver = (mail: CaughtMail): void => {
    messages.push(mail);
    for (const waiter of waiters) {
      if (matches(mail, waiter.to, waiter.predicate)) {
        waiters.delete(waiter);
        handedOut.add(mail);
        waiter.resolve(mail);
        return;
      }
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    // Without STARTTLS and AUTH on offer nodemailer sends in plain text with no credentials.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope = session.envelope;
        const from = envelope.mailFrom ? envelope.mailFrom.address : '';
        const to = envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        deliver(parseMail(Buffer.concat(chunks).toString('utf8'), to, from));
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    messages,
    waitForMail(to, predicate = () => true, timeoutMs = 15_000) {
      const address = to.toLowerCase();
      const already = messages.find((mail) => matches(mail, address, predicate));
      if (already) {
        handedOut.add(already);
        return Promise.resolve(already);
      }
      return new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ') || '(none)';
          reject(new Error(`No matching mail to ${to} within ${timeoutMs} ms. Received:\n  ${seen}`));
        }, timeoutMs);
        const waiter: Waiter = {
          to: address,
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiters.add(waiter);
      });
    },
    refuse(to) {
      refused.add(to.toLowerCase());
    },
    accept(to) {
      refused.delete(to.toLowerCase());
    },
    stop() {
      for (const waiter of waiters) {
        waiter.reject(new Error(`The mail catcher stopped while waiting for mail to ${waiter.to}`));
      }
      waiters.clear();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The first absolute link in the mail whose URL contains `pathFragment` (e.g. '/login?userId='),
 * with quoted-printable soft breaks and HTML entities undone. Throws, quoting the mail, when absent.
 */
export function extractLink(mail: CaughtMail | string, pathFragment: string): string {
  const sources =
    typeof mail === 'string' ? [decodeQuotedPrintable(mail)] : [mail.text, mail.html, decodeQuotedPrintable(mail.raw)];
  for (const source of sources) {
    for (const match of source.matchAll(/https?:\/\/[^\s"'<>()]+/g)) {
      const url = decodeEntities(match[0]);
      if (url.includes(pathFragment)) return url;
    }
  }
  const body = typeof mail === 'string' ? mail : mail.text || mail.html || mail.raw;
  throw new Error(`No link containing "${pathFragment}" in mail:\n${body.slice(0, 2000)}`);
}

function parseMail(raw: string, to: string[], from: string): CaughtMail {
  const root = parsePart(raw);
  const parts = flatten(root);
  const isAttachment = (part: MimePart) => /^\s*attachment/i.test(part.headers.get('content-disposition') ?? '');
  const bodyOf = (type: string) => parts.find((p) => p.type === type && !isAttachment(p));
  return {
    to,
    from,
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    text: decodeBody(bodyOf('text/plain')),
    html: decodeBody(bodyOf('text/html')),
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? part.params.get('name') ?? '',
      contentType: part.type,
      content: decodeBody(part),
    })),
    raw,
    receivedAt: new Date(),
  };
}

interface MimePart {
  headers: Map<string, string>;
  type: string;
  params: Map<string, string>;
  body: string;
  children: MimePart[];
}

function parsePart(source: string): MimePart {
  const split = /\r?\n\r?\n/.exec(source);
  const head = split ? source.slice(0, split.index) : source;
  const body = split ? source.slice(split.index + split[0].length) : '';

  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }

  const [typeField = 'text/plain', ...paramFields] = (headers.get('content-type') ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const field of paramFields) {
    const eq = field.indexOf('=');
    if (eq > 0) params.set(field.slice(0, eq).trim().toLowerCase(), field.slice(eq + 1).trim().replace(/^"|"$/g, ''));
  }
  const type = typeField.trim().toLowerCase();

  const children: MimePart[] = [];
  const boundary = params.get('boundary');
  if (type.startsWith('multipart/') && boundary) {
    const segments = body.split(`--${boundary}`);
    // segments[0] is the preamble; the segment after the closing delimiter starts with '--'.
    for (const segment of segments.slice(1)) {
      if (segment.startsWith('--')) break;
      children.push(parsePart(segment.replace(/^\r?\n/, '')));
    }
  }
  return { headers, type, params, body, children };
}

function flatten(part: MimePart): MimePart[] {
  return part.children.length ? part.children.flatMap(flatten) : [part];
}

function decodeBody(part: MimePart | undefined): string {
  if (!part) return '';
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const body = part.body.replace(/\r?\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Undoes quoted-printable: soft line breaks (`=\r\n`) vanish, `=XX` become bytes, read as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const unfolded = input.replace(/=\r?\n/g, '');
  const bytes: Buffer[] = [];
  let plain = '';
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? unfolded.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      if (plain) bytes.push(Buffer.from(plain, 'utf8'));
      plain = '';
      bytes.push(Buffer.from([parseInt(hex, 16)]));
      i += 2;
    } else {
      plain += unfolded[i];
    }
  }
  if (plain) bytes.push(Buffer.from(plain, 'utf8'));
  return Buffer.concat(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeEntities(url: string): string {
  return url.replace(/&amp;/g, '&').replace(/&#x3D;|&#61;/gi, '=');
}
