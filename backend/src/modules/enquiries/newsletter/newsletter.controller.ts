import { EMAIL_MAX_LENGTH, type Bilingual, type Lang, type ListResponse, type MessageResponse, type NewsletterInput, type NewsletterRow } from '@dealer/contracts';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsBoolean, IsEmail, IsString, MaxLength } from 'class-validator';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { NormalizeEmail } from '../../../core/http/input.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { byIp } from '../../../core/rate-limit/rate-limit.policy.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { AdminOnly } from '../../identity/session/auth.guard.js';

export class NewsletterBody implements NewsletterInput {
  @ApiProperty({ example: 'layla@example.com' })
  @NormalizeEmail()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail()
  email: string;

  @ApiProperty({ example: true, description: 'The visitor ticked the consent box; anything but true is refused.' })
  @IsBoolean()
  consent: true;
}

export const NEWSLETTER_MESSAGES = {
  subscribed: {
    en: 'Thank you for subscribing! You can unsubscribe at any time.',
    ar: 'شكراً لاشتراكك! يمكنك إلغاء الاشتراك في أي وقت.',
  },
  consentRequired: {
    en: 'Please tick the box to agree to receive our newsletter.',
    ar: 'يرجى تحديد المربع للموافقة على استلام نشرتنا البريدية.',
  },
} as const satisfies Record<string, Bilingual>;

/**
 * The footer's newsletter box. Consent is recorded with its time, as the PDPL asks; signing up again
 * with the same address answers the same and only renews that time, so the form never reveals
 * whether an address is already on the list.
 */
@ApiTags('newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ name: 'newsletter-ip', points: 10, durationSeconds: 3600, key: byIp })
  @ApiOperation({ summary: 'Subscribe to the newsletter with consent (public, rate-limited)' })
  async subscribe(@Body() body: NewsletterBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    if (body.consent !== true) throw new ApiError(400, NEWSLETTER_MESSAGES.consentRequired);
    await this.db.query(
      `INSERT INTO newsletter_subscriptions (email, lang, consent_at) VALUES ($1, $2, now())
       ON CONFLICT (lower(email)) DO UPDATE SET consent_at = now(), lang = EXCLUDED.lang, updated_at = now()`,
      [body.email, lang],
    );
    return { message: NEWSLETTER_MESSAGES.subscribed[lang] };
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Newsletter subscribers, newest first (admin)' })
  async list(): Promise<ListResponse<NewsletterRow>> {
    const rows = (await this.db.query('SELECT id, email, consent_at, created_at FROM newsletter_subscriptions ORDER BY created_at DESC, id')) as {
      id: string;
      email: string;
      consent_at: Date;
      created_at: Date;
    }[];
    return { data: rows.map((r) => ({ _id: r.id, email: r.email, consentAt: r.consent_at.toISOString(), createdAt: r.created_at.toISOString() })) };
  }
}
