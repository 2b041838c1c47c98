import { nameListTab } from '../crud/name-list-tab';

export const transmissionTab = nameListTab('transmission', 'transmissions', 'transmissionName');
