-- Profiles: one per auth user, created by the database at sign-up with the role `student`.
-- Roles are changed only by the database owner (SQL, service role), never through the API.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  first_name text check (first_name is null or char_length(first_name) <= 100),
  last_name text check (last_name is null or char_length(last_name) <= 100),
  role text not null default 'student'
    check (role in ('super_admin', 'admin', 'teacher', 'student')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index profiles_created_at_idx on public.profiles (created_at desc);

-- The role of the caller, read past row level security: the helper every policy uses.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = auth.uid() and role in ('admin', 'super_admin')
  )
$$;

-- The role of a user: the caller's own, or anyone's when the caller is an admin.
create function public.get_user_role(user_id uuid) returns text
language sql stable security definer set search_path = ''
as $$
  select p.role from public.profiles p
  where p.id = get_user_role.user_id
    and (p.id = auth.uid() or public.is_admin())
$$;

revoke execute on function public.is_admin() from public, anon;
revoke execute on function public.get_user_role(uuid) from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
grant execute on function public.get_user_role(uuid) to authenticated, service_role;

-- Keeps updated_at honest whatever the client sends.
create function public.set_updated_at() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Sign-up metadata may carry a name, never a role: every new account starts as a student.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, email, first_name, last_name, role)
  values (
    new.id,
    new.email,
    nullif(left(btrim(new.raw_user_meta_data ->> 'first_name'), 100), ''),
    nullif(left(btrim(new.raw_user_meta_data ->> 'last_name'), 100), ''),
    'student'
  );
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- A second wall behind the column privileges below: API roles can never change a role.
create function public.prevent_role_change() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.role is distinct from old.role and current_user in ('anon', 'authenticated') then
    raise exception 'role cannot be changed through the API'
      using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger profiles_prevent_role_change
  before update on public.profiles
  for each row execute function public.prevent_role_change();

alter table public.profiles enable row level security;

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (first_name, last_name) on public.profiles to authenticated;

create policy "Users read their own profile" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));

create policy "Admins read all profiles" on public.profiles
  for select to authenticated
  using ((select public.is_admin()));

create policy "Users update their own name" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
