// The specs of the `settings` project (playwright.config.ts): they change what every page shows
// (the settings, a notice above every header, an event on the home page, the documents page), so
// they run once the `chromium` project's specs are done. The team loop (scripts/test.mjs) reads
// it too: it runs the two projects one after the other itself.
export const afterTheOthers = /(settings|notices|calendar|documents)\.spec\.ts$/;
