// The catalog module's public surface: other modules import from here, never from its folders.
export { CatalogModule } from './catalog.module.js';
export { CatalogReaderModule } from './catalog-reader/catalog-reader.module.js';
export { CatalogReader, type ArabicNames, type BranchContact, type BranchFacts, type CatalogSnapshot, type SlotFacts, serviceMinutesOf, arabicNameIn } from './catalog-reader/catalog-reader.service.js';
export { RequiredParagraph, RequiredText } from './shared/catalog-input.js';
export { catalogChanges } from './shared/catalog-changes.js';
