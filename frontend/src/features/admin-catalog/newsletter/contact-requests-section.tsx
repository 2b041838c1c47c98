import { useMemo, useRef } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';
import type { ContactRow } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { useContacts } from './contacts.query';
import { contactRequestColumns, contactRequestsCsvParams, NEWSLETTER_GRID_HEIGHT } from './contact-request-columns';

const contactId = (row: ContactRow) => row._id;

/** The spec's grid: the Get A Quote requests, read-only, with 'Export to Excel'. */
export function ContactRequestsSection() {
  const { t, i18n } = useTranslation();
  const contacts = useContacts();
  const grid = useRef<AgGridReact<ContactRow>>(null);
  const columns = useMemo(() => contactRequestColumns(t, i18n.language), [t, i18n.language]);

  return (
    <section className="card" aria-labelledby="contact-requests-heading">
      <h3 id="contact-requests-heading" className="card__title">
        {t('newsletter.requestsHeading')}
      </h3>
      <p className="card__intro">{t('newsletter.requestsIntro')}</p>
      <div className="form__actions newsletter__actions">
        <button
          type="button"
          className="button button--accent"
          disabled={!contacts.data?.length}
          onClick={() => grid.current?.api.exportDataAsCsv(contactRequestsCsvParams())}
        >
          {t('newsletter.exportCsv')}
        </button>
      </div>
      {contacts.isError ? <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} /> : null}
      <DataGrid
        gridRef={grid}
        label={t('newsletter.requestsHeading')}
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
