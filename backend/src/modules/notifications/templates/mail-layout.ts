import { dirOf, MAIL_LANG_PARAM, type Lang } from '@dealer/contracts';

export interface MailContext {
  brandName: string;
  publicUrl: string;
  /** The sender, as in MAIL_FROM ('Name <address>'): calendar invitations name it as organizer. */
  mailFrom: string;
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra message headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * A header value on one line: control characters (line breaks above all) become spaces, so a name or
 * note from the database cannot end the header and start another one (header injection).
 */
export function headerText(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Everything interpolated into a mail's HTML goes through here: content shows as text, never as markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The salutation every mail opens with, by name when the mail has one. */
export function greeting(lang: Lang, firstName?: string): string {
  const name = firstName === undefined ? '' : ` ${firstName}`;
  return lang === 'en' ? `Hello${name},` : `مرحباً${name}،`;
}

interface MailBody {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs shown as a table after the paragraphs (a booking's branch, date, time...). */
  details?: { label: string; value: string }[];
  action?: { label: string; url: string };
  footer: string;
}

/**
 * A link to the site that names the mail's language (MAIL_LANG_PARAM): the page opens in it on a
 * device that never visited the site (no cookie, nothing stored), and in the reader's own choice where
 * they made one. Links elsewhere are left as they are.
 */
export function inMailLang(url: string, lang: Lang, ctx: Pick<MailContext, 'publicUrl'>): string {
  if (!url.startsWith(`${ctx.publicUrl}/`)) return url;
  const link = new URL(url);
  link.searchParams.set(MAIL_LANG_PARAM, lang);
  return link.toString();
}

/** One look for every mail: a greeting, a few paragraphs, an optional button, in the reader's direction. */
export function layoutMail(lang: Lang, ctx: MailContext, mail: MailBody): RenderedMail {
  // The button opens the site in the mail's language.
  const body = mail.action ? { ...mail, action: { ...mail.action, url: inMailLang(mail.action.url, lang, ctx) } } : mail;
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.details?.length ? [...body.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    body.footer,
    ctx.brandName,
  ].join('\n');
  const dir = dirOf(lang);
  const button = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#0b3d91;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(body.action.url)}</p>`
    : '';
  const details = body.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">
${body.details.map((d) => `<tr><th style="padding:4px 8px;text-align:inherit;color:#555;font-weight:normal;vertical-align:top">${escapeHtml(d.label)}</th><td style="padding:4px 8px;font-weight:bold">${escapeHtml(d.value)}</td></tr>`).join('\n')}
</table>`
    : '';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif;background:#f4f6fa;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<h1 style="font-size:20px;color:#0b3d91">${escapeHtml(ctx.brandName)}</h1>
<p>${escapeHtml(body.greeting)}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${details}
${button}
<p style="font-size:13px;color:#555">${escapeHtml(body.footer)}</p>
</div></body></html>`;
  return { subject: headerText(body.subject), text, html };
}
