/**
 * An eight-pointed star lattice (khatam), the geometric ornament of mosque tilework and Malian
 * Islamic manuscripts, as a tiny CSS background (about 500 bytes, no request).
 */
export function patternSvg(color: string, opacity = 0.15): string {
  return (
    "<svg xmlns='http://www.w3.org/2000/svg' width='56' height='56' viewBox='0 0 56 56'>" +
    `<g fill='none' stroke='${color}' stroke-opacity='${opacity}' stroke-width='1.5'>` +
    "<path d='M28 14 42 28 28 42 14 28Z'/>" +
    "<path d='M18.1 18.1h19.8v19.8H18.1Z'/>" +
    "<path d='M28 0v14M28 42v14M0 28h14M42 28h14'/>" +
    "<path d='M0 0l18.1 18.1M56 0 37.9 18.1M0 56l18.1-18.1M56 56 37.9 37.9'/>" +
    '</g></svg>'
  );
}

/** The pattern as a `background-image` value, tinted with a theme colour. */
export function patternBackground(color: string, opacity = 0.15): string {
  return `url("data:image/svg+xml,${encodeURIComponent(patternSvg(color, opacity))}")`;
}
