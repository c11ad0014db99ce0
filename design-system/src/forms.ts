// A second entry for the back office: data tables, paging and the react-hook-form binding.
// Kept out of the main entry so the public pages' shared design-system chunk does not carry
// react-hook-form or these components.
export { Table } from './components/table';
export type { TableColumn, TableProps } from './components/table';
export { Pagination, paginate } from './components/pagination';
export type { PaginationLabels, PaginationProps } from './components/pagination';
export { FormField } from './components/form-field';
export type { FormFieldProps } from './components/form-field';
// The back office's other form controls; Field, Input and TextArea stay in the main entry (the
// contact form and the newsletter box use them) and these reach Field's context through it.
export { Select } from './components/select';
export type { SelectOption, SelectProps } from './components/select';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps } from './components/checkbox';
export { FileInput, IMAGE_ACCEPT } from './components/file-input';
export type { FileInputProps } from './components/file-input';
