import { CLAIM_RESOLUTIONS, CLAIM_STATUSES, type ClaimResolution, type ClaimStatus } from '@dealer/contracts';

export const isClaimStatus = (value: unknown): value is ClaimStatus => (CLAIM_STATUSES as readonly unknown[]).includes(value);
export const isClaimResolution = (value: unknown): value is ClaimResolution => (CLAIM_RESOLUTIONS as readonly unknown[]).includes(value);
