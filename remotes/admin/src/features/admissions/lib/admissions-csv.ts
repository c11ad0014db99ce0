import { toCsv, type AdmissionRequest } from '@school/shared/data/admin';

/**
 * Pre-registrations as a spreadsheet-ready CSV: stable column names (a spreadsheet's formulas
 * keep working from one export to the next), codes for level and status, ISO dates.
 */
export function admissionsCsv(rows: readonly AdmissionRequest[]): string {
  return toCsv(
    [
      'reference',
      'received_at',
      'status',
      'level',
      'school_year',
      'child_name',
      'child_birth_date',
      'parent_name',
      'phone',
      'email',
      'language',
      'message',
      'notes',
    ],
    rows.map((row) => [
      row.reference,
      row.created_at,
      row.status,
      row.level,
      row.school_year,
      row.child_name,
      row.child_birth_date,
      row.parent_name,
      row.phone,
      row.email,
      row.locale,
      row.message,
      row.notes,
    ]),
  );
}
