// The bench probes' demo sign-in: the session cookie a real admin gets, set in a browser context.

/**
 * Signs `context` (a Playwright BrowserContext) in as the demo admin: GET /api/auth/discord sets the
 * login nonce and follows the demo login back to /auth-landing, where the Worker sets the session
 * cookie (as signInAsDemo of tests/e2e/support/demo.ts does; Node cannot import that file's
 * extensionless imports). Pages then get the Worker's early reads, as a signed-in admin's do.
 * @throws Error when no session cookie was set.
 */
export async function signInAsDemo(context, baseUrl) {
  const reply = await context.request.get(`${baseUrl}/api/auth/discord`, {
    // a login the user asked for here, as a typed address or bookmark is
    headers: { 'Sec-Fetch-Site': 'none' },
  });
  const cookies = await context.cookies(baseUrl);
  if (!reply.ok() || !cookies.some((cookie) => cookie.name === '__Host-warden_session'))
    throw new Error(`demo sign-in failed: HTTP ${reply.status()} at ${reply.url()}`);
}
