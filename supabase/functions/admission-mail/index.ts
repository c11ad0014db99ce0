// Supabase Edge Function entry (Deno). Deploy with `supabase functions deploy admission-mail`
// (JWT check on: the Database Webhook sends the service role key). Set the SMTP secrets first:
// `supabase secrets set SMTP_HOST=… SMTP_PORT=465 SMTP_USER=… SMTP_PASS=… SMTP_ADMIN_EMAIL=…
// SMTP_SENDER_NAME=…` (Edge Functions cannot reach ports 25 and 587: use 465 or 2525). The
// hosted runtime provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. The logic is in
// handler.mjs, which the local stack runs as it is.
import admissionMail from './handler.mjs';

declare const Deno: {
  serve(handler: (request: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((request) => admissionMail(request, Deno.env.toObject()));
