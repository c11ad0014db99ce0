import { toCsv, type NewsletterSubscriber } from '@school/shared/data/admin';

/** The subscribers as a spreadsheet-ready CSV (e-mail, subscription time in ISO 8601). */
export function subscribersCsv(subscribers: readonly NewsletterSubscriber[]): string {
  return toCsv(
    ['email', 'subscribed_at'],
    subscribers.map((subscriber) => [subscriber.email, subscriber.created_at]),
  );
}

/** Hands a text file to the browser's download (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
