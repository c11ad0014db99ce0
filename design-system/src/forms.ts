// A second entry for the back office: data tables, paging and the react-hook-form binding.
// Kept out of the main entry so the public pages' shared design-system chunk does not carry
// react-hook-form or these components.
export { Table } from './components/table';
export type { TableColumn, TableProps } from './components/table';
export { Pagination, paginate } from './components/pagination';
export type { PaginationLabels, PaginationProps } from './components/pagination';
export { FormField } from './components/form-field';
export type { FormFieldProps } from './components/form-field';
// The form controls and Field, whose context they read: a form and its controls are always drawn
// by one app, which bundles this entry once, so its copy of Field's context is the one its
// controls read (0.4 KB gzip off every page that draws no form, as Input and TextArea before).
export { Field, useFieldControl } from './components/field';
export type { FieldProps } from './components/field';
export { Input, TextArea } from './components/input';
export type { InputProps, TextAreaProps } from './components/input';
export { Select } from './components/select';
export type { SelectOption, SelectProps } from './components/select';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps } from './components/checkbox';
export { FileInput, IMAGE_ACCEPT } from './components/file-input';
export type { FileInputProps } from './components/file-input';
