import type { EntityManager } from 'typeorm';
import type { InlineReadModel } from '../../../core/event-store/inline-rebuild.js';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import { claimImagePath } from '../claim-image/claim-image.store.js';
import { claimIdOf, type ClaimEvent } from '../claim/claim.decider.js';

/**
 * Inline projection: keeps claim_list in the transaction that appends the claim's events, so the
 * customer's history and the admin grid read their own writes. It can be rebuilt from the events.
 */
export async function projectClaimList(manager: EntityManager, events: StoredEvent[]): Promise<void> {
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as ClaimEvent;
    const id = claimIdOf(stored.streamId);
    const at = stored.recordedAt;
    const setStatus = (status: string, extra = '', values: unknown[] = []) =>
      manager.query(`UPDATE claim_list SET status = $2, updated_at = $3${extra} WHERE id = $1`, [id, status, at, ...values]);
    switch (event.type) {
      case 'ClaimSubmitted': {
        const d = event.data;
        // The photo's address follows from the claim: older events still name its former public one.
        await manager.query(
          `INSERT INTO claim_list (id, reference, customer_id, email, company_name, street, city_state_zip, phone_number,
             home_owner_name, home_owner_street, home_owner_city_state_zip, home_owner_phone_number, sales_order_or_invoice_number,
             original_unit_install_date, failed_date, manufacturer, unit_model_number, unit_serial_number, unit_part_number,
             vehicle_name, vehicle_model, failure_reason, new_part_number, new_part_name, new_serial_number, new_part_invoice_number,
             message, invoice_image_sha256, invoice_image_path, status, resolution, information_request, submitted_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
             $25, $26, $27, $28, $29, 'submitted', NULL, NULL, $30, $30)`,
          [id, d.reference, d.customerId, d.email, d.companyName, d.street, d.cityStateZip, d.phoneNumber, d.homeOwnerName,
            d.homeOwnerStreet, d.homeOwnerCityStateZip, d.homeOwnerPhoneNumber, d.salesOrderOrInvoiceNumber, d.originalUnitInstallDate,
            d.failedDate, d.manufacturer, d.unitModelNumber, d.unitSerialNumber, d.unitPartNumber, d.vehicleName, d.vehicleModel,
            d.failureReason, d.newPartNumber, d.newPartName, d.newSerialNumber, d.newPartInvoiceNumber, d.message,
            d.invoiceImage?.sha256 ?? null, d.invoiceImage ? claimImagePath(id) : null, at],
        );
        break;
      }
      case 'ClaimInformationRequested':
        await setStatus('information_requested', ', information_request = $4', [event.data.note]);
        break;
      case 'ClaimInformationProvided':
        await setStatus('information_provided', ', information_request = NULL');
        break;
      case 'ClaimReviewStarted':
        await setStatus('under_review');
        break;
      case 'ClaimApproved':
        await setStatus('approved', ', resolution = $4', [event.data.resolution]);
        break;
      case 'ClaimRejected':
        await setStatus('rejected');
        break;
      case 'ClaimClosed':
        await setStatus('closed');
        break;
    }
  }
}

/** For `npm run projections:rebuild`. */
export const claimListModel: InlineReadModel = { name: 'claim list', tables: ['claim_list'], project: projectClaimList };
