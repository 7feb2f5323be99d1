/** The query keys of signing in (`contract.auth`). */
export const authKeys = {
  /** Which social sign-ins the server offers. */
  providers: ['auth', 'providers'] as const,
  /** The one confirmation of an e-mail address by its link's token. */
  verifyEmail: (token: string | null) => ['verify-email', token] as const,
};
