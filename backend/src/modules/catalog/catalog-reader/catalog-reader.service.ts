import { DEFAULT_SERVICE_MINUTES, slotLength, type BranchHours, type Weekday } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { LocationEntity } from '../locations/locations.resource.js';
import { catalogChanges } from '../shared/catalog-changes.js';
import { TimeSlotEntity } from '../timeslots/timeslots.resource.js';

/** What the booking engine needs to know about a branch. */
export interface BranchFacts {
  id: string;
  branchName: string;
  /** '' where no Arabic name is entered. */
  branchNameAr: string;
  capacity: number;
  /** Most 'Waiting' customers per slot, or null. */
  waitingLimit: number | null;
  workingDays: Weekday[];
  closedDates: string[];
  /** When the branch works: its week, Ramadan and special hours and closed dates. */
  hours: BranchHours;
}

/** A branch's address, phone and map position; addressAr is '' where none is entered. */
export interface BranchContact {
  address: string;
  addressAr: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
}

/** A booking's catalog names in Arabic, for a customer who reads Arabic; '' where none is entered. */
export interface ArabicNames {
  branchNameAr: string;
  /** In the order asked for, one per English name. */
  serviceNamesAr: string[];
  vehicleTypeAr: string;
  transmissionAr: string;
}

/** The English names a booking carries, as the catalog lists them. */
export interface BookedNames {
  branchId: string;
  serviceNames: string[];
  vehicleType: string;
  transmission: string;
}

export interface SlotFacts {
  timeSlot: string;
  slotIndex: number;
  minuteOfDay: number;
}

/** The longest a snapshot is used, whatever the change messages say. */
const CACHE_MS = 2000;

/** The catalog facts a booking needs, as read at one moment. */
export interface CatalogSnapshot {
  at: number;
  branches: BranchFacts[];
  slots: SlotFacts[];
  /** Minutes one slot of the grid lasts (the smallest gap between its starts). */
  slotLength: number;
  /** Each service's duration in minutes, by its English name in lower case (bookings name services so). */
  serviceMinutes: Map<string, number>;
  /** Each service's duration in minutes, by its id (availability is asked for services by id). */
  serviceMinutesById: Map<string, number>;
  /** Arabic names of services, makes and gearboxes by `kind:english name in lower case`; only entered ones. */
  arabic: Map<string, string>;
}

export type NamedKind = 'service' | 'vehicle' | 'transmission';
const arabicKey = (kind: NamedKind, english: string) => `${kind}:${english.trim().toLowerCase()}`;

/** The Arabic name the catalog has for a service, make or gearbox named in English; '' where none is entered. */
export function arabicNameIn(snapshot: CatalogSnapshot, kind: NamedKind, english: string): string {
  return snapshot.arabic.get(arabicKey(kind, english)) ?? '';
}

/**
 * The catalog as other modules may read it: they never query its tables themselves, so the
 * catalog can change its storage without breaking them.
 *
 * Readers use a snapshot, which keeps queries off every availability request and every booking. Every
 * catalog write drops it in this process and, through CatalogChangesRelay, in the others; its two-second
 * life bounds how stale it can be should a message be lost.
 */
@Injectable()
export class CatalogReader {
  private snapshot?: CatalogSnapshot;
  private loading?: Promise<CatalogSnapshot>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    catalogChanges.on('changed', () => (this.snapshot = undefined));
  }

  /** For display: a branch and the day's slots from a recent snapshot. */
  async cached(): Promise<CatalogSnapshot> {
    if (this.snapshot && Date.now() - this.snapshot.at < CACHE_MS) return this.snapshot;
    // One load at a time, however many requests arrive while it runs.
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return (this.snapshot = await this.loading);
  }

  /** The snapshot in use, or undefined when it is gone or too old: for answers kept with the snapshot they came from. */
  current(): CatalogSnapshot | undefined {
    return this.snapshot && Date.now() - this.snapshot.at < CACHE_MS ? this.snapshot : undefined;
  }

  async findCachedBranch(nameOrId: string): Promise<BranchFacts | null> {
    const wanted = nameOrId.trim().toLowerCase();
    const find = (snapshot: CatalogSnapshot) => snapshot.branches.find((b) => b.id === wanted || b.branchName.toLowerCase() === wanted);
    const found = find(await this.cached());
    if (found) return found;
    // A branch another process has just added is not in our snapshot yet: a miss asks the database.
    this.snapshot = undefined;
    return find(await this.cached()) ?? null;
  }

  private async load(): Promise<CatalogSnapshot> {
    const branches = await this.db.getRepository(LocationEntity).find();
    const names = await this.db.query<{ kind: NamedKind; english: string; arabic: string }[]>(
      `SELECT 'service' AS kind, service_name AS english, service_name_ar AS arabic FROM services WHERE service_name_ar <> ''
       UNION ALL SELECT 'vehicle', vehicle_type, vehicle_type_ar FROM vehicles WHERE vehicle_type_ar <> ''
       UNION ALL SELECT 'transmission', transmission_name, transmission_name_ar FROM transmissions WHERE transmission_name_ar <> ''
       ORDER BY 1, 3`,
    );
    const arabic = new Map<string, string>();
    // Two rows of one English name (case aside): the first Arabic name in order stands.
    for (const n of names) if (!arabic.has(arabicKey(n.kind, n.english))) arabic.set(arabicKey(n.kind, n.english), n.arabic);
    const durations = await this.db.query<{ id: string; name: string; minutes: number }[]>(
      'SELECT id, lower(trim(service_name)) AS name, duration_minutes AS minutes FROM services ORDER BY created_at',
    );
    const serviceMinutesById = new Map(durations.map((d) => [d.id, d.minutes]));
    // Two services of one name (in two categories): the first entered stands.
    const serviceMinutes = new Map<string, number>();
    for (const d of durations) if (!serviceMinutes.has(d.name)) serviceMinutes.set(d.name, d.minutes);
    const slots = await this.timeSlots();
    return { at: Date.now(), branches: branches.map(toFacts), slots, slotLength: slotLength(slots.map((s) => s.minuteOfDay)), serviceMinutes, serviceMinutesById, arabic };
  }

  /** A branch by its _id or its name (case-insensitive, as the spec's client sends names). */
  async findBranch(nameOrId: string): Promise<BranchFacts | null> {
    const query = this.db.getRepository(LocationEntity).createQueryBuilder('l');
    const branch = isUUID(nameOrId)
      ? await query.where('l.id = :id', { id: nameOrId }).getOne()
      : await query.where('lower(l.branch_name) = lower(:name)', { name: nameOrId.trim() }).getOne();
    return branch ? toFacts(branch) : null;
  }

  /**
   * The Arabic companions of a branch (by id) and of services, make and gearbox (by their English name,
   * case-insensitive, as bookings name them), from the snapshot: a booking asks no extra query for them.
   * Read when a booking is made, so its mails name what was booked.
   */
  async arabicNames({ branchId, serviceNames, vehicleType, transmission }: BookedNames): Promise<ArabicNames> {
    const snapshot = await this.cached();
    const named = (kind: NamedKind, english: string) => snapshot.arabic.get(arabicKey(kind, english)) ?? '';
    return {
      branchNameAr: snapshot.branches.find((b) => b.id === branchId)?.branchNameAr ?? '',
      serviceNamesAr: serviceNames.map((name) => named('service', name)),
      vehicleTypeAr: named('vehicle', vehicleType),
      transmissionAr: named('transmission', transmission),
    };
  }

  /** A make's Arabic name by its English one (case-insensitive), or '' where none is entered. */
  async vehicleTypeAr(vehicleType: string): Promise<string> {
    return (await this.cached()).arabic.get(arabicKey('vehicle', vehicleType)) ?? '';
  }

  /** Where a branch is and how to call it, as a booking's page shows it; null once the branch is gone. */
  async branchContact(branchId: string): Promise<BranchContact | null> {
    if (!isUUID(branchId)) return null;
    const branch = await this.db.getRepository(LocationEntity).findOneBy({ id: branchId });
    if (!branch) return null;
    const { address, addressAr, phoneNumber, latitude, longitude } = branch;
    return { address, addressAr, phoneNumber, latitude, longitude };
  }

  async timeSlots(): Promise<SlotFacts[]> {
    const slots = await this.db.getRepository(TimeSlotEntity).find({ order: { minuteOfDay: 'ASC' } });
    return slots.map((s) => ({ timeSlot: s.timeSlot, slotIndex: s.slotIndex, minuteOfDay: s.minuteOfDay }));
  }
}

function toFacts(branch: LocationEntity): BranchFacts {
  return {
    id: branch.id,
    branchName: branch.branchName,
    branchNameAr: branch.branchNameAr,
    capacity: branch.capacity,
    waitingLimit: branch.waitingLimit,
    workingDays: branch.workingDays,
    closedDates: branch.closedDates,
    hours: { weekly: branch.weeklyHours, ramadan: branch.ramadanHours, special: branch.specialHours, closedDates: branch.closedDates },
  };
}

/** A service's duration by name from a snapshot; a name the catalog no longer has takes the default. */
export function serviceMinutesOf(snapshot: Pick<CatalogSnapshot, 'serviceMinutes'>, serviceName: string): number {
  return snapshot.serviceMinutes.get(serviceName.trim().toLowerCase()) ?? DEFAULT_SERVICE_MINUTES;
}
