/**
 * Calls a SQL function through PostgREST's /rpc with the service role key (hosted Edge Functions).
 * Runtime-neutral: it only needs `fetch`.
 */
export type Rpc = <T>(name: string, args: Record<string, unknown>) => Promise<T>;

export function createRestRpc(options: { url: string; serviceKey: string; fetch?: typeof fetch }): Rpc {
  const doFetch = options.fetch ?? fetch;
  return async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const response = await doFetch(`${options.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceKey,
        Authorization: `Bearer ${options.serviceKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new Error(`rpc ${name}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}
