-- Unpublished images were listable: the select policy on storage.objects let anyone holding the
-- public key list the content-images bucket and read every object's name, including images
-- uploaded for drafts (whose names were the original file names, often the article's title).
--
-- Reading an image does not need that policy: the bucket is public, and Storage serves
-- /object/public/… to everyone without consulting storage.objects' policies (hosted Supabase and
-- the local stack alike). Listing, and reading through the authenticated endpoints, is what the
-- select policy governs: from now on admins only, who manage the images.

drop policy if exists "Everyone reads content images" on storage.objects;

create policy "Admins read content images" on storage.objects
  for select to authenticated
  using (bucket_id = 'content-images' and (select public.is_admin()));
