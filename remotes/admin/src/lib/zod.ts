import { z } from 'zod';

// The site's Content-Security-Policy has no 'unsafe-eval'. Zod compiles object schemas with
// `new Function` when it may, and first probes whether it may: the browser reports that probe
// as a policy violation even though zod catches the refusal. Jitless parsing never probes; the
// sign-in and sign-up forms gain nothing measurable from compiled schemas.
z.config({ jitless: true });

export { z };
