import { API_MESSAGES, type Lang, type MessageResponse } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { ApiError } from '../../../core/http/api-error.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { AdminOnly, CurrentCustomer } from '../session/auth.guard.js';
import { SessionService } from '../session/session.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';

@ResourceController('customers')
export class DeleteCustomerController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionService,
  ) {}

  @Endpoint('DELETE', ':id', { access: AdminOnly(), summary: 'Delete a customer with their sessions and links (admin)' })
  async delete(@Param('id', UuidParamPipe) id: string, @CurrentCustomer() admin: CustomerEntity, @RequestLang() lang: Lang): Promise<MessageResponse> {
    // An admin removing themselves could leave the site without any admin.
    if (id === admin.id) throw new ApiError(409, 'cannotDeleteSelf');
    const { affected } = await this.db.getRepository(CustomerEntity).delete({ id });
    if (!affected) throw new ApiError(404, 'customerNotFound');
    this.sessions.forgetCustomer(id);
    return { message: API_MESSAGES.customerDeleted[lang] };
  }
}
