import type { SiteConfigResponse } from '@dealer/contracts';
import { safeLinkUrl } from '../safe-url';

/** GET /api/site. Every field may be empty: the header hides what is not configured. */
export type SiteConfig = SiteConfigResponse;

export const EMPTY_SITE_CONFIG: SiteConfig = {
  brandName: '',
  brandSlug: '',
  phoneNumber: '',
  email: '',
  b2bUrl: '',
  whatsappNumber: '',
  social: { facebook: '', instagram: '', x: '', youtube: '', linkedin: '' },
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function link(value: unknown): string {
  return safeLinkUrl(text(value));
}

/**
 * Fills gaps with empty strings so the rest of the app never meets undefined; a link that could run
 * script (not a web, mail or phone address) is dropped, so the header shows no link for it.
 */
export function normalizeSiteConfig(raw: unknown): SiteConfig {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const social = (typeof source.social === 'object' && source.social !== null ? source.social : {}) as Record<
    string,
    unknown
  >;
  return {
    brandName: text(source.brandName),
    brandSlug: text(source.brandSlug).toLowerCase(),
    phoneNumber: text(source.phoneNumber),
    email: text(source.email),
    b2bUrl: link(source.b2bUrl),
    whatsappNumber: text(source.whatsappNumber),
    social: {
      facebook: link(social.facebook),
      instagram: link(social.instagram),
      x: link(social.x),
      youtube: link(social.youtube),
      linkedin: link(social.linkedin),
    },
  };
}
