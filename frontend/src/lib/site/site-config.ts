import type { SiteConfigResponse } from '@dealer/contracts';

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

/** Fills gaps with empty strings so the rest of the app never meets undefined. */
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
    b2bUrl: text(source.b2bUrl),
    whatsappNumber: text(source.whatsappNumber),
    social: {
      facebook: text(social.facebook),
      instagram: text(social.instagram),
      x: text(social.x),
      youtube: text(social.youtube),
      linkedin: text(social.linkedin),
    },
  };
}
