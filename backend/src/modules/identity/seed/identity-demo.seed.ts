import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../shared/password-hasher.js';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.sa', password: 'Admin@12345' },
  staff: { email: 'staff@demo.sa', password: 'Staff@12345' },
  customer: { email: 'customer@demo.sa', password: 'Customer@12345' },
};

/**
 * Demo accounts for a fresh development database; does nothing once any customer exists. The staff
 * account works at `staffBranchIds` (the catalog's demo branch); without any, it is left out, as staff
 * must work somewhere.
 */
export async function seedIdentityDemo(db: DataSource, staffBranchIds: readonly string[]): Promise<boolean> {
  const [{ count }] = (await db.query('SELECT count(*)::int AS count FROM customers')) as { count: number }[];
  if (count > 0) return false;
  const hasher = new PasswordHasher();
  const people = [
    { ...DEMO_ACCOUNTS.admin, first: 'Noura', last: 'Al-Harbi', phone: '+966501111111', type: 'admin', lang: 'en', branches: [] as readonly string[] },
    ...(staffBranchIds.length ? [{ ...DEMO_ACCOUNTS.staff, first: 'Sara', last: 'Al-Qahtani', phone: '+966503333333', type: 'staff', lang: 'ar', branches: staffBranchIds }] : []),
    { ...DEMO_ACCOUNTS.customer, first: 'Faisal', last: 'Al-Otaibi', phone: '+966552222222', type: 'customer', lang: 'ar', branches: [] as readonly string[] },
  ];
  for (const p of people) {
    await db.query(
      `INSERT INTO customers (email, first_name, last_name, phone_number, password_hash, type, verified, lang, branch_ids)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8::uuid[])`,
      [p.email, p.first, p.last, p.phone, await hasher.hash(p.password), p.type, p.lang, p.branches],
    );
  }
  return true;
}
