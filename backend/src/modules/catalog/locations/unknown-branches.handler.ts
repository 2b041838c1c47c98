import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { UnknownBranchesQuery } from '../../identity/index.js';
import { LocationEntity } from './locations.resource.js';

/** Answers from the table, not the snapshot: a branch added a moment ago counts at once. */
@QueryHandler(UnknownBranchesQuery)
export class UnknownBranchesHandler implements IQueryHandler<UnknownBranchesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ branchIds }: UnknownBranchesQuery): Promise<string[]> {
    if (branchIds.length === 0) return [];
    const found = await this.db.getRepository(LocationEntity).find({ select: { id: true }, where: { id: In([...branchIds]) } });
    const known = new Set(found.map((branch) => branch.id));
    return branchIds.filter((id) => !known.has(id));
  }
}
