import { sqlMigration } from './sql-migration.js';

/**
 * Every admin-managed text a visitor or a mail shows gets an Arabic companion beside the spec's English
 * field. Empty means "not entered yet": readers fall back to English. Existing rows keep everything.
 * Gallery images gain their alternative text in both languages; packages a description pair.
 */
const COMPANIONS: [table: string, columns: string[]][] = [
  ['services', ['service_name_ar', 'service_category_ar']],
  ['vehicles', ['vehicle_type_ar']],
  ['transmissions', ['transmission_name_ar']],
  ['locations', ['branch_name_ar', 'address_ar']],
  ['timings', ['day_ar']],
  ['packages', ['service_name_ar', 'description', 'description_ar']],
  ['contact_info', ['address_ar']],
  ['portfolio_images', ['caption', 'caption_ar']],
  ['banners', ['banner_title_ar']],
];

export const ArabicContent1732900000000 = sqlMigration('ArabicContent1732900000000', {
  up: COMPANIONS.map(([table, columns]) => `ALTER TABLE ${table} ${columns.map((column) => `ADD COLUMN ${column} text NOT NULL DEFAULT ''`).join(', ')}`),
  down: COMPANIONS.map(([table, columns]) => `ALTER TABLE ${table} ${columns.map((column) => `DROP COLUMN ${column}`).join(', ')}`),
});
