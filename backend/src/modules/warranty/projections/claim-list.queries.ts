import type { ClaimRow } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';
import type { CustomerListFilter } from '../../identity/index.js';

const CLAIM_COLUMNS = `id AS "_id", reference, email, company_name AS "companyName", street, city_state_zip AS "cityStateZip",
  phone_number AS "phoneNumber", home_owner_name AS "homeOwnerName", home_owner_street AS "homeOwnerStreet",
  home_owner_city_state_zip AS "homeOwnerCityStateZip", home_owner_phone_number AS "homeOwnerPhoneNumber",
  sales_order_or_invoice_number AS "salesOrderOrInvoiceNumber",
  to_char(original_unit_install_date, 'YYYY-MM-DD') AS "originalUnitInstallDate", to_char(failed_date, 'YYYY-MM-DD') AS "failedDate",
  manufacturer, unit_model_number AS "unitModelNumber", unit_serial_number AS "unitSerialNumber", unit_part_number AS "unitPartNumber",
  vehicle_name AS "vehicleName", vehicle_model AS "vehicleModel", failure_reason AS "failureReason", new_part_number AS "newPartNumber",
  new_part_name AS "newPartName", new_serial_number AS "newSerialNumber", new_part_invoice_number AS "newPartInvoiceNumber", message,
  invoice_image_path AS "invoiceImagePath", status, resolution, information_request AS "informationRequest",
  submitted_at AS "submittedAt", updated_at AS "updatedAt"`;

type Raw = Omit<ClaimRow, 'submittedAt' | 'updatedAt'> & { submittedAt: Date; updatedAt: Date };

/** Newest claims first, as the history grids show them. */
export async function claimRows(manager: EntityManager, of?: CustomerListFilter): Promise<ClaimRow[]> {
  const where = !of ? '' : 'customerId' in of ? 'WHERE customer_id = $1' : 'WHERE email = $1';
  const rows = (await manager.query(
    `SELECT ${CLAIM_COLUMNS} FROM claim_list ${where} ORDER BY submitted_at DESC, reference DESC`,
    !of ? [] : ['customerId' in of ? of.customerId : of.email],
  )) as Raw[];
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}
