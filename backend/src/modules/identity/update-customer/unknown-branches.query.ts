import { Query } from '@nestjs/cqrs';

/**
 * Which of these location ids name no branch. Identity keeps staff's branches as ids and the catalog
 * owns the branches, so identity asks; the catalog answers (a staff account must work at real branches).
 */
export class UnknownBranchesQuery extends Query<string[]> {
  constructor(readonly branchIds: readonly string[]) {
    super();
  }
}
