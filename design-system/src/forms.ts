// A second entry for the back office: data tables, paging and the react-hook-form binding.
// Kept out of the main entry so the public pages' shared design-system chunk does not carry
// react-hook-form or these components.
export { Table } from './components/table';
export type { TableColumn, TableProps } from './components/table';
export { Pagination, paginate } from './components/pagination';
export type { PaginationLabels, PaginationProps } from './components/pagination';
export { FormField } from './components/form-field';
export type { FormFieldProps } from './components/form-field';
// The form controls; Field stays in the main entry (its context must be one for the page) and
// these reach it through the package's name. Input and TextArea too (the contact forms and the
// newsletter box, none of them on a public page's first load): 0.4 KB gzip off every page.
export { Input, TextArea } from './components/input';
export type { InputProps, TextAreaProps } from './components/input';
export { Select } from './components/select';
export type { SelectOption, SelectProps } from './components/select';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps } from './components/checkbox';
export { FileInput, IMAGE_ACCEPT } from './components/file-input';
export type { FileInputProps } from './components/file-input';
