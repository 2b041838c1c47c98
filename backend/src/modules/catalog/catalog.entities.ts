import { ContactInfoEntity } from './contact-info/contact-info.resource.js';
import { LocationEntity } from './locations/locations.resource.js';
import { ModelEntity } from './models/models.resource.js';
import { PackageEntity } from './packages/packages.resource.js';
import { ServiceEntity } from './services/services.resource.js';
import { TimeSlotEntity } from './timeslots/timeslots.resource.js';
import { TimingEntity } from './timings/timings.resource.js';
import { TransmissionEntity } from './transmissions/transmissions.resource.js';
import { VehicleEntity } from './vehicles/vehicles.resource.js';

export const CATALOG_ENTITIES = [
  ServiceEntity,
  VehicleEntity,
  ModelEntity,
  TransmissionEntity,
  TimeSlotEntity,
  LocationEntity,
  TimingEntity,
  PackageEntity,
  ContactInfoEntity,
];
