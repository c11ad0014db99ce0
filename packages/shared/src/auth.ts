// The session and role of whoever is signed in, followed through supabase-js: the back office's,
// and the shell's preview check (an admin's session). An entry of its own, a shared module loaded
// with them: public pages never load it. What they may ask without it (is a session stored in this
// browser?) is in the main entry (stores/stored-session.ts).
export {
  adminRoles,
  applySession,
  isAdminRole,
  resetAuthForTests,
  startAuth,
  useAuthStore,
} from './stores/auth-store';
export type { AuthState, AuthStatus, Role } from './stores/auth-store';
