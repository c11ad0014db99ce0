/**
 * The school's mark: an open book under a crescent-topped arch, in the site's green and gold.
 * Drawn inline (no request, no layout shift); decorative, the link around it carries the name.
 */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b5d3b" />
      <path d="M14 50V28a18 18 0 0 1 36 0v22" fill="none" stroke="#c9a227" strokeWidth="4" />
      <path d="M35.5 14.5a6 6 0 1 1-7 0 7.5 7.5 0 1 0 7 0z" fill="#f1d98a" />
      <path
        d="M32 48c-5-3-10-4-16-3V33c6-1 11 0 16 3 5-3 10-4 16-3v12c-6-1-11 0-16 3z"
        fill="#fbf8f1"
      />
      <path d="M32 36v12" stroke="#0b5d3b" strokeWidth="2" />
    </svg>
  );
}
