import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useContacts } from './contacts.query';
import { contactRequestColumns, contactRequestsCsvParams } from './contact-request-columns';
import { ExportableGridSection } from './exportable-grid-section';

/** The spec's grid: the Get A Quote requests, read-only, with 'Export to Excel'. */
export function ContactRequestsSection() {
  const { t, i18n } = useTranslation();
  const contacts = useContacts();
  const columns = useMemo(() => contactRequestColumns(t, i18n.language), [t, i18n.language]);
  return (
    <ExportableGridSection list="requests" csvParams={contactRequestsCsvParams} query={contacts} columns={columns} />
  );
}
