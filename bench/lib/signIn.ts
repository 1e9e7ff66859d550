/** Signs a new demo customer in through the real calls (login-start, code from the demo outbox, login-end). */
export async function signInDemoCustomer(serverUrl: string, email = `bench.${Date.now()}@example.com`): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${serverUrl}/api/customer/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('login-start', { email });
  const outbox = (await (await fetch(`${serverUrl}/api/dev/outbox`)).json()) as { data: { to: string; code: string }[] };
  const code = outbox.data.find((mail) => mail.to === email)?.code;
  if (!code) throw new Error('No sign-in code in the demo outbox (is the server in demo mode?)');
  const end = (await (await post('login-end', { email, code })).json()) as { data: { token: string } };
  return end.data.token;
}
