import { themeQuartz } from 'ag-grid-community';

/** The product's colours on AG Grid's Quartz theme. */
export const gridTheme = themeQuartz.withParams({
  accentColor: '#0b3a75',
  foregroundColor: '#14233a',
  headerBackgroundColor: '#e8eff9',
  headerTextColor: '#072a57',
  headerFontWeight: 700,
  borderColor: '#d7dfea',
  fontFamily: 'inherit',
  fontSize: 14,
  rowHoverColor: '#f3f6fb',
  selectedRowBackgroundColor: '#fff3d6',
  wrapperBorderRadius: 10,
});
