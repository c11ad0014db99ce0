-- Subscribing must not reveal who is already on the list: a direct insert answered 201 for a
-- new address and 409 "duplicate key" for a known one, to anyone holding the public key. The
-- public path is now one function that answers the same in both cases; the table takes no
-- direct inserts from the API roles any more.

create or replace function public.subscribe_newsletter(email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  insert into public.newsletter_subscribers (email)
  values (btrim(subscribe_newsletter.email))
  on conflict ((lower(email))) do nothing;
end
$$;

revoke all on function public.subscribe_newsletter(text) from public;
grant execute on function public.subscribe_newsletter(text) to anon, authenticated, service_role;

drop policy if exists "Anyone subscribes" on public.newsletter_subscribers;
revoke insert on public.newsletter_subscribers from anon, authenticated;
