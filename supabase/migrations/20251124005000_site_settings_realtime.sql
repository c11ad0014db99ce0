-- The settings join the realtime publication: the prerender service (scripts/lib/
-- prerender-service.mjs) hears a changed setting from the change feed and renders the pages
-- again within seconds (every page shows them in its header and footer), instead of waiting for
-- its poll. Reading a change still needs the right to read the row (row-level security), and the
-- settings are public.
alter publication supabase_realtime add table public.site_settings;
