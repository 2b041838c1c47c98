import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A logged-in browser. The cookie holds the token; we keep its keyed hash. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ name: 'id_hash', type: 'text' })
  idHash: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
