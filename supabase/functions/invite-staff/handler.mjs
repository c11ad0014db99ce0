// invite-staff: a super_admin invites a colleague with a role. Web-standard JavaScript (Request
// in, Response out), served by Supabase's Edge Runtime through index.ts and by the local stack
// as it is. The database decides (public.invite_staff, run as the caller: only an active
// super_admin, only admin or teacher, only an address without an account) and keeps the role;
// then the auth service, with the service role key this function alone holds, creates the
// account and mails the invitation in the invitee's language.

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** @param {number} status @param {unknown} body */
const json = (status, body) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'Content-Type': 'application/json' },
  });

const LOCALES = ['fr', 'ar', 'en'];

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} env SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY
 * @returns {Promise<Response>}
 */
export default async function inviteStaff(request, env) {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') {
    return json(405, { code: 'method_not_allowed', message: 'Use POST' });
  }
  const {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
  } = env;
  if (!url || !anonKey || !serviceKey) {
    return json(500, { code: 'not_configured', message: 'The function is missing its keys' });
  }
  const caller = request.headers.get('authorization') ?? '';
  /** @type {{ email?: unknown; role?: unknown; locale?: unknown }} */
  let input;
  try {
    input = await request.json();
  } catch {
    return json(400, { code: 'validation_failed', message: 'Expected a JSON body' });
  }
  if (typeof input !== 'object' || input === null) {
    return json(400, { code: 'validation_failed', message: 'Expected a JSON object' });
  }
  const locale =
    typeof input.locale === 'string' && LOCALES.includes(input.locale) ? input.locale : 'fr';

  // 1. The database, as the caller: refuses anyone but an active super_admin.
  const decided = await fetch(`${url}/rest/v1/rpc/invite_staff`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: caller, 'Content-Type': 'application/json' },
    body: JSON.stringify({ invitee_email: input.email, invitee_role: input.role }),
  });
  const decision = await decided.json().catch(() => ({}));
  if (!decided.ok) return json(decided.status, decision);

  // 2. The auth service: the account (no password yet) and the mail. The role is not in it.
  const invited = await fetch(`${url}/auth/v1/invite`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email: decision.email,
      data: { locale, invited_role: decision.role, invited_by: decision.inviter ?? null },
    }),
  });
  if (!invited.ok) {
    const error = await invited.json().catch(() => ({}));
    return json(invited.status, {
      code: error.code ?? error.error_code,
      message: error.msg ?? error.message,
    });
  }
  return json(200, { email: decision.email, role: decision.role });
}
