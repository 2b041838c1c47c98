import { nameListTab } from '../crud/name-list-tab';

export const vehicleTypeTab = nameListTab('vehicleType', 'vehicles', 'vehicleType');
