import type { DemoBranch } from './catalog-demo-branch.data.js';
import { EAST_AND_SOUTH_BRANCHES } from './catalog-demo-branches-east.data.js';
import { WEST_AND_CENTRE_BRANCHES } from './catalog-demo-branches-west.data.js';

export type { DemoBranch } from './catalog-demo-branch.data.js';

/** The demo network's 29 branches, region by region. */
export const DEMO_BRANCHES: DemoBranch[] = [...WEST_AND_CENTRE_BRANCHES, ...EAST_AND_SOUTH_BRANCHES];
