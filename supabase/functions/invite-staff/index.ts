// Supabase Edge Function entry (Deno). Deploy with `supabase functions deploy invite-staff`;
// the hosted runtime provides SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY.
// The logic is in handler.mjs, which the local stack runs as it is.
import inviteStaff from './handler.mjs';

declare const Deno: {
  serve(handler: (request: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((request) => inviteStaff(request, Deno.env.toObject()));
