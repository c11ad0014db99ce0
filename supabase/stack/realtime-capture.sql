-- The local stack's stand-in for logical replication: a row trigger on every table of the
-- `supabase_realtime` publication queues each change for the realtime service. It is attached
-- by the stack after the migrations, so the project's migrations stay those of a hosted project
-- (which only add their tables to the publication).
create schema if not exists _realtime;
revoke all on schema _realtime from public;

create table if not exists _realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);

create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into _realtime.changes (schema_name, table_name, type, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  return null;
end
$$;

do $$
declare
  t record;
begin
  for t in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'
  loop
    execute format(
      'create or replace trigger _realtime_capture after insert or update or delete on %I.%I '
      'for each row execute function _realtime.capture()',
      t.schemaname, t.tablename
    );
  end loop;
end
$$;
