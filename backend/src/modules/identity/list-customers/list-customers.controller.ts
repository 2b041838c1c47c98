import type { CustomerListResponse } from '@dealer/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { KnownQuery } from '../../../core/http/known-query.pipe.js';
import { AdminOnly } from '../session/auth.guard.js';
import { CustomerEntity, toCustomerRow } from '../shared/customer.entity.js';

@ApiTags('customers')
@Controller('api/customers')
export class ListCustomersController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'All customers, newest first (admin); never a password or hash' })
  // No parameters: a filter (`?type=admin`) would otherwise be answered with every customer.
  async list(@Query(new KnownQuery([])) _query: Record<string, unknown>): Promise<CustomerListResponse> {
    const customers = await this.db.getRepository(CustomerEntity).find({ order: { createdAt: 'DESC' } });
    return { customers: customers.map(toCustomerRow) };
  }
}
