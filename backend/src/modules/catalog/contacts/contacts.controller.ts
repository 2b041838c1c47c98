import { catalogMessage, type ContactInput, type ContactListResponse, type Lang, type MessageResponse } from '@dealer/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsString, MaxLength } from 'class-validator';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { SingleLine, Trim } from '../../../core/http/input.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { byIp } from '../../../core/rate-limit/rate-limit.policy.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { AdminOnly } from '../../identity/index.js';
import { EmailAddress, RequiredParagraph, RequiredText } from '../shared/catalog-input.js';

export class ContactBody implements ContactInput {
  @RequiredText(120, 'Omar Saleh')
  name: string;

  @EmailAddress('omar@example.com')
  email: string;

  /** The spec's form uses a number input, so any phone format is taken as typed. */
  @ApiProperty({ example: '0551234567' })
  @Trim()
  @IsString()
  @MaxLength(30)
  @SingleLine()
  phoneNumber: string;

  @RequiredParagraph(2000, 'I would like a quote for an A/C gas refill on a 2019 Camry.')
  message: string;
}

const THANKS = {
  en: 'Thank you! We have received your request and will contact you soon.',
  ar: 'شكراً لك! استلمنا طلبك وسنتواصل معك قريباً.',
};

/** Get A Quote requests from the contact page; the admin's Newsletter Subs. tab lists them. */
@ApiTags('contacts')
@Controller('api/contacts')
export class ContactsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ name: 'contact-ip', points: 5, durationSeconds: 3600, key: byIp })
  @ApiOperation({ summary: 'Send a quote request (public, rate-limited)' })
  async create(@Body() body: ContactBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    await this.db.query('INSERT INTO contacts (name, email, phone_number, message) VALUES ($1, $2, $3, $4)', [body.name, body.email, body.phoneNumber, body.message]);
    return { message: THANKS[lang] };
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'All quote requests, newest first (admin)' })
  async list(): Promise<ContactListResponse> {
    const rows = (await this.db.query('SELECT id, name, email, phone_number, message, created_at FROM contacts ORDER BY created_at DESC, id')) as {
      id: string;
      name: string;
      email: string;
      phone_number: string;
      message: string;
      created_at: Date;
    }[];
    return {
      contacts: rows.map((r) => ({ _id: r.id, name: r.name, email: r.email, phoneNumber: r.phone_number, message: r.message, createdAt: r.created_at.toISOString() })),
    };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a quote request (admin)' })
  async delete(@Param('id', UuidParamPipe) id: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
    const [, affected] = (await this.db.query('DELETE FROM contacts WHERE id = $1', [id])) as [unknown, number];
    if (!affected) throw new ApiError(404, { en: catalogMessage('contacts', 'notFound', 'en'), ar: catalogMessage('contacts', 'notFound', 'ar') });
    return { message: catalogMessage('contacts', 'deleted', lang) };
  }
}
