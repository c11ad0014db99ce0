import { z } from 'zod';

// The site's Content-Security-Policy has no 'unsafe-eval'. Zod compiles object schemas with
// `new Function` when it may, and first probes whether it may: the browser reports that probe
// as a policy violation even though zod catches the refusal. Jitless parsing never probes; the
// schemas here are small forms, where compiling saves nothing measurable. (Zod keeps this
// setting on globalThis, shared by every copy of zod on the page. package.json lists this file
// as having side effects, or the bundler would skip it and import zod directly.)
z.config({ jitless: true });

export { z };
