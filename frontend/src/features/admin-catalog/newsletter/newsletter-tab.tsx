import { CsvExportModule, ModuleRegistry } from 'ag-grid-community';
import { useTranslation } from '../../../lib/i18n';
import { ContactRequestsSection } from './contact-requests-section';
import { SubscribersSection } from './subscribers-section';
import './newsletter.css';

// Only this tab exports, so the CSV module is registered here, in the admin chunk.
ModuleRegistry.registerModules([CsvExportModule]);

/**
 * Newsletter Subs.: the addresses that subscribed in the footer, then the spec's grid of Get A Quote
 * requests (Subscriber Name, Email, Phone Number), each with its own export.
 */
export function NewsletterTab() {
  const { t } = useTranslation();
  return (
    <>
      <header className="card newsletter__greeting">
        <h2 className="card__title">{t('newsletter.greeting')}</h2>
        <p className="card__intro">{t('newsletter.intro')}</p>
      </header>
      <SubscribersSection />
      <ContactRequestsSection />
    </>
  );
}
