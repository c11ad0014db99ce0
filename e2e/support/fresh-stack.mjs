// Starts the local Supabase stack for the end-to-end suites from the seed every run: the back
// office suites publish, edit and delete, and what one run leaves must not change the next.
import { rmSync } from 'node:fs';

const dataDir = process.env.SUPABASE_DATA_DIR;
if (!dataDir) throw new Error('SUPABASE_DATA_DIR must name the suites’ own data folder');
rmSync(dataDir, { recursive: true, force: true });
await import('../../supabase/stack/main.mjs');
