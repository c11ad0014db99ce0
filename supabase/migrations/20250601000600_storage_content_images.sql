-- Featured images: readable by everyone, written only by admins, images of at most 5 MB.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'content-images',
  'content-images',
  true,
  5242880,
  array['image/png', 'image/jpeg', 'image/gif', 'image/webp']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Everyone reads content images" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'content-images');

create policy "Admins upload content images" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'content-images' and (select public.is_admin()));

create policy "Admins replace content images" on storage.objects
  for update to authenticated
  using (bucket_id = 'content-images' and (select public.is_admin()))
  with check (bucket_id = 'content-images' and (select public.is_admin()));

create policy "Admins delete content images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'content-images' and (select public.is_admin()));
