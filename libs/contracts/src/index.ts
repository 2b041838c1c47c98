export * from './i18n.js';
export * from './spec-messages.js';
export * from './api-messages.js';
export * from './identity.contract.js';
export * from './phone.js';
export * from './admin-tabs.js';
export * from './field-labels.js';
