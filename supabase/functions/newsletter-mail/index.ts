// Supabase Edge Function entry (Deno). Deploy with `supabase functions deploy newsletter-mail`
// (JWT check on: a Database Webhook on public.newsletter_outbox and a pg_cron job call it with the
// service role key). Secrets as for admission-mail (SMTP_*), plus SITE_URL (the website's origin,
// for the articles' links). The logic is in handler.mjs, which the local stack runs as it is.
import newsletterMail from './handler.mjs';

declare const Deno: {
  serve(handler: (request: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((request) => newsletterMail(request, Deno.env.toObject()));
