// What the pages' early-event contract (@school/build-config/early-events, the head's first
// script) and the components agree on, without the contract's code.

/**
 * The attribute that takes a control (and what is inside it) out of the early-event contract:
 * the browser answers it before the app runs (the header's phone menu, a `<details>`, the language
 * links and the theme toggle). Boolean: `<details data-early-pass>`.
 */
export const EARLY_EVENTS_PASS = 'data-early-pass';
