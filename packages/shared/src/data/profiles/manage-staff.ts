import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, activityKeys, dashboardKeys } from '@school/shared';
import { profileKeys } from '../admin-keys';
import { refreshingFirst, type MutationHookOptions } from '../options';

export type StaffRole = 'admin' | 'teacher';
export type AnyRole = 'super_admin' | 'admin' | 'teacher' | 'student';

/** Everything a change of accounts makes stale: the list, the counters, the activity log. */
async function invalidateAccounts(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/**
 * An error from the invite-staff function, read into the shape the other errors have (code,
 * status, message), so `errorKind` says what went wrong.
 */
async function functionError(error: unknown): Promise<unknown> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
    return Object.assign(
      new Error(typeof body.message === 'string' ? body.message : 'invite failed'),
      {
        code: typeof body.code === 'string' ? body.code : undefined,
        status: context.status,
      },
    );
  }
  return error;
}

/**
 * Invites a colleague by e-mail with a role (super_admin only: the database decides). The
 * mail is in `locale`, the language the invitee will read.
 */
export async function inviteStaff(input: {
  email: string;
  role: StaffRole;
  locale: string;
}): Promise<void> {
  const client = await getSupabase();
  const response: { error: unknown } = await client.functions.invoke('invite-staff', {
    body: input,
  });
  if (response.error) throw await functionError(response.error);
}

export function useInviteStaff(
  options: MutationHookOptions<void, Parameters<typeof inviteStaff>[0]> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateAccounts(queryClient)),
    mutationFn: inviteStaff,
  });
}

/** Changes an account's role (super_admin only, never one's own, never the last super_admin). */
export async function setUserRole({ id, role }: { id: string; role: AnyRole }): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc('set_user_role', { target: id, new_role: role });
  if (error) throw error;
}

export function useSetUserRole(
  options: MutationHookOptions<void, { id: string; role: AnyRole }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateAccounts(queryClient), { afterError: true }),
    mutationFn: setUserRole,
  });
}

/** Deactivates an account (its sessions end at once) or reactivates it. */
export async function setUserActive({
  id,
  active,
}: {
  id: string;
  active: boolean;
}): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc('set_user_active', { target: id, active });
  if (error) throw error;
}

export function useSetUserActive(
  options: MutationHookOptions<void, { id: string; active: boolean }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateAccounts(queryClient), { afterError: true }),
    mutationFn: setUserActive,
  });
}
