import type { CustomerRow, CustomerType, Lang, LoginCustomer, SessionCustomer } from '@dealer/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('customers')
export class CustomerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored normalised: trimmed and lower case. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  /** Stored as +9665XXXXXXXX. */
  @Column({ name: 'phone_number', type: 'text' })
  phoneNumber: string;

  /** argon2id; never leaves the server. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text' })
  type: CustomerType;

  /** The branches a staff account works at (location ids); empty for admins and customers. */
  @Column({ name: 'branch_ids', type: 'uuid', array: true, default: () => "'{}'" })
  branchIds: string[];

  @Column({ type: 'boolean' })
  verified: boolean;

  /** The language of the customer's mails. */
  @Column({ type: 'text' })
  lang: Lang;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export function toCustomerRow(c: CustomerEntity): CustomerRow {
  return {
    _id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phoneNumber: c.phoneNumber,
    type: c.type,
    branches: c.type === 'staff' ? c.branchIds : [],
    verified: c.verified,
    lang: c.lang,
    createdAt: c.createdAt.toISOString(),
  };
}

export function toSessionCustomer(c: CustomerEntity): SessionCustomer {
  const { createdAt: _createdAt, ...row } = toCustomerRow(c);
  return row;
}

export function toLoginCustomer(c: CustomerEntity): LoginCustomer {
  return { email: c.email, firstName: c.firstName, type: c.type, verified: c.verified };
}
