import { checkClaimDates, isolateFor, WARRANTY_MESSAGES, type Lang, type SubmitClaimResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { withConflictRetry } from '../../../core/event-store/conflict-retry.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { ApiError } from '../../../core/http/api-error.js';
import { refuseChangedRetry, requestFingerprint } from '../../../core/http/idempotency.js';
import { riyadhDate } from '../../../core/time/riyadh-time.js';
import { AppConfig } from '../../../core/config/app-config.js';
import { prepareImage } from '../../../core/media/media.store.js';
import { CatalogReader } from '../../catalog/index.js';
import { MailLanguage } from '../../identity/index.js';
import { claimImagePath, storeClaimImage } from '../claim-image/claim-image.store.js';
import { claimReference } from '../claim/claim-rules.js';
import { decideClaim, type ClaimForm } from '../claim/claim.decider.js';
import { projectClaimList } from '../projections/claim-list.projection.js';
import { claimRefusalToApiError } from '../shared/claim-refusals.js';
import { loadClaim } from '../shared/claim-stream.js';
import { SubmitClaimCommand } from './submit-claim.command.js';
import type { SubmitClaimBody } from './submit-claim.request.js';
import { newRecordId, submissionId } from '../../../core/ids/record-id.js';

/**
 * Files a claim under the session's customer: the e-invoice photo (private, within the customer's
 * storage limit), the reference number, the claim's first event and its row in the claim list commit
 * together or not at all.
 */

@CommandHandler(SubmitClaimCommand)
export class SubmitClaimHandler implements ICommandHandler<SubmitClaimCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly config: AppConfig,
    private readonly mailLanguage: MailLanguage,
    private readonly catalog: CatalogReader,
  ) {}

  async execute({ body, customer, idempotencyKey, lang }: SubmitClaimCommand): Promise<SubmitClaimResponse> {
    const now = new Date();
    const dateRefusal = checkClaimDates(body.originalUnitInstallDate, body.failedDate, riyadhDate(now));
    if (dateRefusal) throw new ApiError(400, WARRANTY_MESSAGES[dateRefusal]);
    // A retried submission with the same key maps to the same claim, which then already exists.
    const claimId = idempotencyKey ? submissionId('claim', customer.id, idempotencyKey) : newRecordId();
    const fingerprint = idempotencyKey ? requestFingerprint(body) : undefined;
    // Decoding and re-encoding the photo is CPU work: done before the transaction holds a connection.
    const photo = body.invoiceImage ? await prepareImage(body.invoiceImage).catch(photoRefused(lang)) : null;
    const vehicleNameAr = await this.catalog.vehicleTypeAr(body.vehicleName);
    try {
      const reference = await withConflictRetry(() =>
        this.db.transaction(async (manager) => {
          const claim = await loadClaim(this.store, manager, claimId);
          if (claim.state.status !== 'none') {
            await refuseChangedRetry(manager, claim.streamId, fingerprint!);
            return claim.state.details.reference;
          }
          const savedPhoto = photo ? await storeClaimImage(manager, customer.id, photo, this.config.CLAIM_IMAGE_STORAGE_MB).catch(photoRefused(lang)) : null;
          const invoiceImage = savedPhoto ? { ...savedPhoto, path: claimImagePath(claimId) } : null;
          const reference = claimReference(now, await nextReferenceNumber(manager));
          const events = decideClaim(
            {
              type: 'SubmitClaim',
              claimId,
              details: { ...claimForm(body), customerId: customer.id, email: customer.email, firstName: customer.firstName, lang, reference, vehicleNameAr, invoiceImage },
            },
            claim.state,
          );
          const stored = await this.store.append(
            [{ streamId: claim.streamId, expectedVersion: 'no_stream', events }],
            { actorId: customer.id, actorRole: customer.type, correlationId: idempotencyKey ?? claimId, ...(fingerprint ? { requestFingerprint: fingerprint } : {}) },
            manager,
          );
          await projectClaimList(manager, stored);
          await this.mailLanguage.follow(manager, customer, lang);
          return reference;
        }),
      );
      const { en, ar } = WARRANTY_MESSAGES.submitted;
      // In the Arabic sentence the reference keeps its own order (a toast shows the message as text).
      return { message: (lang === 'en' ? en : ar).replace('{reference}', isolateFor(lang)(reference)), _id: claimId, reference };
    } catch (error) {
      throw claimRefusalToApiError(error);
    }
  }
}

/** A refused photo names its field, so the form shows the reason beside the photo, not only in a toast. */
const photoRefused =
  (lang: Lang) =>
  (error: unknown): never => {
    if (!(error instanceof ApiError) || typeof error.key === 'string') throw error;
    throw new ApiError(error.getStatus(), error.key, { errors: [{ field: 'invoiceImage', message: error.key[lang] }] });
  };

/** A sequence never hands a number out twice, even to transactions that roll back (those leave gaps). */
async function nextReferenceNumber(manager: EntityManager): Promise<number> {
  const [row] = (await manager.query(`SELECT nextval('claim_reference_seq')::int AS n`)) as { n: number }[];
  return row!.n;
}

/** The fields the form may leave out (the spec asks for 'NA'); the claim stores them as ''. */
const OPTIONAL_CLAIM_FIELDS = [
  'homeOwnerName',
  'homeOwnerStreet',
  'homeOwnerCityStateZip',
  'homeOwnerPhoneNumber',
  'manufacturer',
  'unitModelNumber',
  'unitSerialNumber',
  'unitPartNumber',
  'newPartNumber',
  'newPartName',
  'newSerialNumber',
  'newPartInvoiceNumber',
] as const satisfies readonly (keyof ClaimForm)[];

/** Every spec field: a field left optional here and missing from the list above does not compile. */
function claimForm({ invoiceImage: _invoiceImage, email: _email, ...given }: SubmitClaimBody): ClaimForm {
  const blanks = Object.fromEntries(OPTIONAL_CLAIM_FIELDS.map((field) => [field, given[field] ?? ''])) as Record<(typeof OPTIONAL_CLAIM_FIELDS)[number], string>;
  return { ...given, ...blanks };
}
