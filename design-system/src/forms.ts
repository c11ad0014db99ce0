// A second entry for the back office: data tables, paging and the react-hook-form binding.
// Kept out of the main entry so the public pages' shared design-system chunk does not carry
// react-hook-form or these components.
export { Table } from './components/table';
export type { TableColumn, TableProps } from './components/table';
export { Pagination, paginate } from './components/pagination';
export type { PaginationLabels, PaginationProps } from './components/pagination';
export { FormField } from './components/form-field';
export type { FormFieldProps } from './components/form-field';
