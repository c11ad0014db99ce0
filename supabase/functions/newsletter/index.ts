// Supabase Edge Function entry (Deno). Deploy with `supabase functions deploy newsletter
// --no-verify-jwt` (config.toml says so too): mail clients and browsers open its links without a
// key; the token in each link is the check. Needs SITE_URL (the website's origin). Hosted Edge
// Functions answer HTML as text/plain on the default *.supabase.co domain: serve this one under
// the school's own domain (a custom domain, or the CDN routing /functions/v1/newsletter to it).
import newsletter from './handler.mjs';

declare const Deno: {
  serve(handler: (request: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((request) => newsletter(request, Deno.env.toObject()));
