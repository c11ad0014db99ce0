-- The public lists and the home page's latest news are in publication order (a scheduled item
-- takes its place when it goes out, not when its draft was started): one index serves them.
create index content_type_status_published_idx
  on public.content_management (type, status, published_at desc, id);
