import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { LTR_CELL_CLASS } from '../../../components/data-grid/data-grid';

/**
 * The spec's history columns. The rows come with the booking and warranty-claim work; the field
 * names are the spec's entity fields so those rows drop straight in.
 */
export interface BookingHistoryRow {
  vehicleType: string;
  model: string;
  transmission: string;
  serviceDetails: string;
  branchName: string;
  bookingDate: string;
  bookingTime: string;
}

export interface WarrantyClaimHistoryRow {
  vehicleName: string;
  vehicleModel: string;
  companyName: string;
  phoneNumber: string;
  salesOrderOrInvoiceNumber: string;
  originalUnitInstallDate: string;
  failedDate: string;
  manufacturer: string;
  newPartName: string;
  failureReason: string;
  email: string;
}

export function bookingHistoryColumns(t: TFunction): ColDef<BookingHistoryRow>[] {
  return [
    { field: 'vehicleType', headerName: t('columns.vehicle') },
    { field: 'model', headerName: t('columns.model') },
    { field: 'transmission', headerName: t('columns.transmission') },
    { field: 'serviceDetails', headerName: t('columns.service') },
    { field: 'branchName', headerName: t('columns.branch') },
    { field: 'bookingDate', headerName: t('columns.date') },
    { field: 'bookingTime', headerName: t('columns.time') },
  ];
}

export function warrantyClaimHistoryColumns(t: TFunction): ColDef<WarrantyClaimHistoryRow>[] {
  return [
    { field: 'vehicleName', headerName: t('columns.vehicleName') },
    { field: 'vehicleModel', headerName: t('columns.model') },
    { field: 'companyName', headerName: t('columns.customerOrShopName') },
    { field: 'phoneNumber', headerName: t('columns.phoneNumber'), cellClass: LTR_CELL_CLASS },
    { field: 'salesOrderOrInvoiceNumber', headerName: t('columns.failedPart') },
    { field: 'originalUnitInstallDate', headerName: t('columns.installDate') },
    { field: 'failedDate', headerName: t('columns.failedDate') },
    { field: 'manufacturer', headerName: t('columns.manufacturer') },
    { field: 'newPartName', headerName: t('columns.newPartName') },
    { field: 'failureReason', headerName: t('columns.failureReason') },
    { field: 'email', headerName: t('columns.email'), cellClass: LTR_CELL_CLASS },
  ];
}
