import { Column, Entity, PrimaryColumn } from 'typeorm';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** A single-use link token, stored as a keyed hash (see core/security/secret-token.ts). */
@Entity('customer_tokens')
export class CustomerTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @Column({ type: 'text' })
  purpose: TokenPurpose;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
