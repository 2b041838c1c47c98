import { sqlMigration } from './sql-migration.js';

/**
 * The claim list, kept by an inline projection in the same transaction as a claim's events, and the
 * sequence behind the human claim references (WC-2026-000123).
 */
export const Warranty1732400000000 = sqlMigration('Warranty1732400000000', {
  up: [
    `CREATE SEQUENCE claim_reference_seq`,
    `
      CREATE TABLE claim_list (
        id uuid PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        customer_id uuid NOT NULL,
        email text NOT NULL,
        company_name text NOT NULL,
        street text NOT NULL,
        city_state_zip text NOT NULL,
        phone_number text NOT NULL,
        home_owner_name text NOT NULL,
        home_owner_street text NOT NULL,
        home_owner_city_state_zip text NOT NULL,
        home_owner_phone_number text NOT NULL,
        sales_order_or_invoice_number text NOT NULL,
        original_unit_install_date date NOT NULL,
        failed_date date NOT NULL,
        manufacturer text NOT NULL,
        unit_model_number text NOT NULL,
        unit_serial_number text NOT NULL,
        unit_part_number text NOT NULL,
        vehicle_name text NOT NULL,
        vehicle_model text NOT NULL,
        failure_reason text NOT NULL,
        new_part_number text NOT NULL,
        new_part_name text NOT NULL,
        new_serial_number text NOT NULL,
        new_part_invoice_number text NOT NULL,
        message text NOT NULL,
        invoice_image_sha256 text,
        invoice_image_path text,
        status text NOT NULL,
        resolution text,
        information_request text,
        submitted_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL)`,
    `CREATE INDEX claim_list_customer ON claim_list (customer_id, submitted_at DESC)`,
    `CREATE INDEX claim_list_email ON claim_list (email, submitted_at DESC)`,
    `CREATE INDEX claim_list_submitted ON claim_list (submitted_at DESC)`,
  ],
  down: [
    'DROP TABLE claim_list',
    'DROP SEQUENCE claim_reference_seq',
  ],
});
