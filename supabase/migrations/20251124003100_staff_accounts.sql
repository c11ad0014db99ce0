-- Staff accounts the school runs from the back office, without a database console (issue 19):
-- a super_admin invites a colleague with a role, changes a role, deactivates an account. Each
-- rule is decided here; the browser only asks. And an activity log that can be read as
-- sentences: what happened (published, role changed…) and to what, with who did it.

-- ---------------------------------------------------------------------------------------------
-- Accounts: deactivation and pending invitations
-- ---------------------------------------------------------------------------------------------

alter table public.profiles
  -- Set while the account is deactivated: it cannot sign in and has no role's rights.
  add column deactivated_at timestamptz,
  -- Set from the invitation until the person accepts it (chooses a password).
  add column invitation_sent_at timestamptz;

-- Only active accounts have their role's rights: every policy goes through these two.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = auth.uid() and role in ('admin', 'super_admin') and deactivated_at is null
  )
$$;

create function public.is_super_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = auth.uid() and role = 'super_admin' and deactivated_at is null
  )
$$;

revoke execute on function public.is_super_admin() from public, anon;
grant execute on function public.is_super_admin() to authenticated, service_role;

-- A deactivated account has no role (the back office's lookup then shows no access).
create or replace function public.get_user_role(user_id uuid) returns text
language sql stable security definer set search_path = ''
as $$
  select p.role from public.profiles p
  where p.id = get_user_role.user_id
    and p.deactivated_at is null
    and (p.id = auth.uid() or public.is_admin())
$$;

-- The role an invited person will have, kept until the auth service creates their account.
create table private.staff_invitations (
  email text primary key check (email = lower(email)),
  role text not null check (role in ('admin', 'teacher')),
  invited_by uuid references auth.users (id) on delete set null,
  invited_at timestamptz not null default now()
);
alter table private.staff_invitations enable row level security;
revoke all on private.staff_invitations from public;

-- ---------------------------------------------------------------------------------------------
-- The activity log: kinds of change and their details
-- ---------------------------------------------------------------------------------------------

alter table public.activity_log
  add column details jsonb not null default '{}'::jsonb,
  drop constraint activity_log_action_check,
  add constraint activity_log_action_check check (
    action in (
      'insert', 'update', 'delete', 'publish', 'unpublish',
      'invite', 'join', 'role_change', 'deactivate', 'reactivate'
    )
  );

-- One entry per change, with what a sentence needs: the content's type, title and status, the
-- setting's key, the account's name, e-mail and roles. The actor is the signed-in caller; a
-- person creating or joining their own account is their own actor; a change made outside the
-- API (SQL, the seed) has none and says so.
create or replace function public.log_activity() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  new_data jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  old_data jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  row_data jsonb := coalesce(new_data, old_data);
  verb text := lower(tg_op);
  actor uuid := auth.uid();
  info jsonb := '{}'::jsonb;
  label text;
begin
  if tg_table_name = 'content_management' then
    info := jsonb_build_object(
      'type', row_data ->> 'type',
      'title', row_data ->> 'title',
      'status', row_data ->> 'status',
      'published_at', row_data ->> 'published_at'
    );
    if tg_op = 'INSERT' and new_data ->> 'status' = 'published' then
      verb := 'publish';
    elsif tg_op = 'UPDATE' and new_data ->> 'status' is distinct from old_data ->> 'status' then
      verb := case when new_data ->> 'status' = 'published' then 'publish' else 'unpublish' end;
    end if;
    label := (row_data ->> 'type') || ': ' || (row_data ->> 'title');
  elsif tg_table_name = 'site_settings' then
    if tg_op = 'UPDATE' and new_data ->> 'value' is not distinct from old_data ->> 'value'
       and new_data ->> 'description' is not distinct from old_data ->> 'description' then
      return null;
    end if;
    info := jsonb_build_object('key', row_data ->> 'key');
    label := row_data ->> 'key';
  elsif tg_table_name = 'profiles' then
    -- The role an invitation gives is logged once, as the invitation.
    if current_setting('app.applying_staff_invitation', true) = 'on' then
      return null;
    end if;
    info := jsonb_build_object(
      'email', row_data ->> 'email',
      'name', nullif(btrim(concat_ws(' ', row_data ->> 'first_name', row_data ->> 'last_name')), ''),
      'role', row_data ->> 'role'
    );
    if tg_op = 'INSERT' then
      if exists (
        select 1 from private.staff_invitations i where i.email = lower(new_data ->> 'email')
      ) then
        return null;
      end if;
      actor := coalesce(actor, (new_data ->> 'id')::uuid);
    elsif tg_op = 'UPDATE' then
      if new_data ->> 'role' is distinct from old_data ->> 'role' then
        verb := 'role_change';
        info := info || jsonb_build_object(
          'old_role', old_data ->> 'role', 'new_role', new_data ->> 'role'
        );
      elsif new_data ->> 'deactivated_at' is distinct from old_data ->> 'deactivated_at' then
        verb := case when new_data ->> 'deactivated_at' is null then 'reactivate' else 'deactivate' end;
      elsif old_data ->> 'invitation_sent_at' is not null and new_data ->> 'invitation_sent_at' is null then
        verb := 'join';
        actor := coalesce(actor, (new_data ->> 'id')::uuid);
      elsif new_data ->> 'first_name' is distinct from old_data ->> 'first_name'
         or new_data ->> 'last_name' is distinct from old_data ->> 'last_name' then
        verb := 'update';
      else
        -- The e-mail kept in step with auth, a new invitation time: nothing a person did here.
        return null;
      end if;
    end if;
    label := coalesce(row_data ->> 'email', row_data ->> 'id');
  end if;
  insert into public.activity_log (actor, action, entity, entity_id, summary, details)
  values (
    actor,
    verb,
    tg_table_name,
    coalesce(row_data ->> 'id', row_data ->> 'key'),
    left(label, 300),
    info
  );
  return null;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Invitations
-- ---------------------------------------------------------------------------------------------

-- Records who is invited with which role. The invite-staff function (supabase/functions) calls
-- it as the caller, then asks the auth service for the invitation mail; the role is given by
-- the trigger below when that account is created, never by anything the mail or metadata say.
-- Returns the inviter's name for the mail's text.
create function public.invite_staff(invitee_email text, invitee_role text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(invitee_email, '')));
  inviter text;
begin
  if not public.is_super_admin() then
    raise exception 'only a super administrator can invite' using errcode = '42501';
  end if;
  if invitee_role is null or invitee_role not in ('admin', 'teacher') then
    raise exception 'an invitation gives the role admin or teacher' using errcode = '22023';
  end if;
  if not public.is_email_address(address) then
    raise exception 'not an e-mail address' using errcode = '22023';
  end if;
  -- Only a new address, or one invited and never accepted (the invitation is sent again). An
  -- existing account changes role in the list instead: its password is its owner's.
  if exists (
    select 1 from auth.users u
    where lower(u.email) = address and (u.invited_at is null or u.email_confirmed_at is not null)
  ) then
    raise exception 'an account already exists with this address' using errcode = 'SA003';
  end if;
  insert into private.staff_invitations (email, role, invited_by, invited_at)
  values (address, invitee_role, auth.uid(), now())
  on conflict (email) do update
    set role = excluded.role, invited_by = excluded.invited_by, invited_at = excluded.invited_at;
  insert into public.activity_log (actor, action, entity, entity_id, summary, details)
  values (
    auth.uid(), 'invite', 'profiles', null, address,
    jsonb_build_object('email', address, 'role', invitee_role)
  );
  select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)
    into inviter
  from public.profiles p where p.id = auth.uid();
  return jsonb_build_object('email', address, 'role', invitee_role, 'inviter', inviter);
end
$$;

revoke execute on function public.invite_staff(text, text) from public, anon;
grant execute on function public.invite_staff(text, text) to authenticated;

-- The auth service sets invited_at once it has created (or found) the invited account: the
-- pending invitation's role is given then, and used up.
create function private.apply_staff_invitation() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  invitation record;
begin
  select i.email, i.role into invitation
  from private.staff_invitations i where i.email = lower(new.email);
  if not found then
    return null;
  end if;
  perform set_config('app.applying_staff_invitation', 'on', true);
  update public.profiles
    set role = invitation.role, invitation_sent_at = new.invited_at
    where id = new.id;
  perform set_config('app.applying_staff_invitation', 'off', true);
  delete from private.staff_invitations where email = invitation.email;
  return null;
end
$$;

revoke all on function private.apply_staff_invitation() from public;

create trigger on_auth_user_invited_created
  after insert on auth.users
  for each row when (new.invited_at is not null)
  execute function private.apply_staff_invitation();

create trigger on_auth_user_invited
  after update of invited_at on auth.users
  for each row when (new.invited_at is not null and new.invited_at is distinct from old.invited_at)
  execute function private.apply_staff_invitation();

-- Accepting the invitation (the address confirmed by its link) makes the account a member.
create function private.complete_staff_invitation() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles set invitation_sent_at = null
    where id = new.id and invitation_sent_at is not null;
  return null;
end
$$;

revoke all on function private.complete_staff_invitation() from public;

create trigger on_auth_user_confirmed
  after update of email_confirmed_at on auth.users
  for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.complete_staff_invitation();

-- ---------------------------------------------------------------------------------------------
-- Roles and deactivation
-- ---------------------------------------------------------------------------------------------

-- Every super_admin row locked, then the target's: two super_admins changing each other at
-- once are served one after the other, so the last one can never be removed by a race.
create function private.check_staff_change(target uuid, removes_super_admin boolean) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if not public.is_super_admin() then
    raise exception 'only a super administrator can change accounts' using errcode = '42501';
  end if;
  if target = auth.uid() then
    raise exception 'nobody changes their own role or deactivates their own account'
      using errcode = 'SA002';
  end if;
  perform 1 from public.profiles where role = 'super_admin' for update;
  if removes_super_admin and not exists (
    select 1 from public.profiles p
    where p.role = 'super_admin' and p.deactivated_at is null and p.id <> target
  ) then
    raise exception 'the last super administrator cannot be removed' using errcode = 'SA001';
  end if;
end
$$;

revoke all on function private.check_staff_change(uuid, boolean) from public;

create function public.set_user_role(target uuid, new_role text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  old_role text;
begin
  if new_role is null or new_role not in ('super_admin', 'admin', 'teacher', 'student') then
    raise exception 'unknown role' using errcode = '22023';
  end if;
  select p.role into old_role from public.profiles p where p.id = target;
  if not found then
    raise exception 'no such account' using errcode = 'P0002';
  end if;
  perform private.check_staff_change(
    target,
    old_role = 'super_admin' and new_role <> 'super_admin'
  );
  update public.profiles set role = new_role where id = target and role is distinct from new_role;
end
$$;

revoke execute on function public.set_user_role(uuid, text) from public, anon;
grant execute on function public.set_user_role(uuid, text) to authenticated;

-- Deactivating ends every session at once and refuses sign-in (the auth service's ban, about a
-- hundred years, as its admin API sets it); reactivating lifts both.
create function public.set_user_active(target uuid, active boolean) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target_role text;
  was_active boolean;
begin
  if active is null then
    raise exception 'active must be true or false' using errcode = '22023';
  end if;
  select p.role, p.deactivated_at is null into target_role, was_active
  from public.profiles p where p.id = target;
  if not found then
    raise exception 'no such account' using errcode = 'P0002';
  end if;
  perform private.check_staff_change(target, target_role = 'super_admin' and not active);
  if active = was_active then
    return;
  end if;
  update public.profiles
    set deactivated_at = case when active then null else now() end
    where id = target;
  update auth.users
    set banned_until = case when active then null else now() + interval '100 years' end
    where id = target;
  if not active then
    delete from auth.sessions where user_id = target;
  end if;
end
$$;

revoke execute on function public.set_user_active(uuid, boolean) from public, anon;
grant execute on function public.set_user_active(uuid, boolean) to authenticated;
