import { toCsv, type ContactMessage } from '@school/shared/data/admin';

/**
 * The contact messages as a spreadsheet-ready CSV: stable column names, times in ISO 8601, the
 * state as a code (`new`, `handled`), one row a message (line breaks kept inside the cell).
 */
export function messagesCsv(messages: readonly ContactMessage[]): string {
  return toCsv(
    ['received_at', 'name', 'email', 'phone', 'subject', 'message', 'status', 'handled_at'],
    messages.map((message) => [
      message.created_at,
      message.name,
      message.email,
      message.phone,
      message.subject,
      message.message,
      message.handled_at ? 'handled' : 'new',
      message.handled_at,
    ]),
  );
}
