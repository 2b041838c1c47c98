import { useMemo, useRef } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import { CsvExportModule, ModuleRegistry } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import type { ContactRow } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { useContacts } from './contacts.query';
import { NEWSLETTER_GRID_HEIGHT, newsletterColumns, newsletterCsvParams } from './newsletter-columns';
import './newsletter.css';

// Only this tab exports, so the CSV module is registered here, in the admin chunk.
ModuleRegistry.registerModules([CsvExportModule]);

const contactId = (row: ContactRow) => row._id;

/** Newsletter Subs.: the Get A Quote requests, read-only, with an export for spreadsheets. */
export function NewsletterTab() {
  const { t, i18n } = useTranslation();
  const contacts = useContacts();
  const grid = useRef<AgGridReact<ContactRow>>(null);
  const columns = useMemo(() => newsletterColumns(t, i18n.language), [t, i18n.language]);

  return (
    <section className="card" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="card__title">
        {t('newsletter.greeting')}
      </h2>
      <p className="card__intro">{t('newsletter.intro')}</p>
      <div className="form__actions newsletter__actions">
        <button
          type="button"
          className="button button--accent"
          disabled={!contacts.data?.length}
          onClick={() => grid.current?.api.exportDataAsCsv(newsletterCsvParams())}
        >
          {t('newsletter.exportCsv')}
        </button>
      </div>
      {contacts.isError ? <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} /> : null}
      <DataGrid
        gridRef={grid}
        label={t('newsletter.listHeading')}
        rows={contacts.data}
        columns={columns}
        loading={contacts.isPending}
        noRowsText={t('newsletter.noRows')}
        getRowId={contactId}
        height={NEWSLETTER_GRID_HEIGHT}
      />
    </section>
  );
}
