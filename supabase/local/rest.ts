/**
 * The part of PostgREST (`/rest/v1`) that the app and the row-level security tests send, over `Db`:
 *
 * - GET `/<table>?select=*|a,b&<col>=eq.<value>&order=<col>.asc|desc`   (the app reads apartments)
 * - POST `/<table>` an object (or array), `Prefer: resolution=ignore-duplicates|merge-duplicates` with
 *   `?on_conflict=`, `Prefer: return=representation`                     (the app's idempotent insert)
 * - PATCH and DELETE with `eq` filters                                     (refused for anon: the RLS tests)
 *
 * Each request is one transaction as the API key's role, with `request.headers` set (the insert trigger
 * reads the client IP from it), so grants, policies and triggers decide. Errors are PostgREST's
 * { code, message, details, hint }; `RAISE SQLSTATE 'PGRST'` sets the status and headers as PostgREST does.
 */
import { asPgError, type Db, type DbRole } from './db.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: string; message: string; details: string | null; hint: string | null },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

const parseError = (what: string) =>
  new RestError(400, { code: 'PGRST100', message: `failed to parse ${what}`, details: null, hint: null });

function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw parseError(`identifier (${name})`);
  return `"${name}"`;
}

function prefers(request: Request, value: string): boolean {
  return (request.headers.get('prefer') ?? '').split(',').some((part) => part.trim() === value);
}

function filters(url: URL, params: string[]): string {
  const conditions: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (['select', 'order', 'on_conflict', 'columns'].includes(key)) continue;
    if (!value.startsWith('eq.')) throw parseError(`filter (${key}=${value}): only eq is supported locally`);
    params.push(value.slice(3));
    conditions.push(`_t.${ident(key)}::text = $${params.length}`);
  }
  return conditions.length ? ` where ${conditions.join(' and ')}` : '';
}

function projection(url: URL): string {
  const select = url.searchParams.get('select') ?? '*';
  return select === '*'
    ? '_t.*'
    : select
        .split(',')
        .map((name) => `_t.${ident(name.trim())}`)
        .join(', ');
}

function order(url: URL): string {
  const value = url.searchParams.get('order');
  if (!value) return '';
  const [name = '', direction = 'asc'] = value.split('.');
  if (direction !== 'asc' && direction !== 'desc') throw parseError(`order (${value})`);
  return ` order by _t.${ident(name)} ${direction}`;
}

async function readBody(request: Request): Promise<Record<string, unknown>[]> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw new RestError(400, {
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    });
  }
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw new RestError(400, {
      code: 'PGRST102',
      message: 'All object keys must match',
      details: null,
      hint: null,
    });
  }
  return rows as Record<string, unknown>[];
}

async function statementFor(request: Request, url: URL, table: string, params: string[]): Promise<string> {
  switch (request.method) {
    case 'GET':
      return `select ${projection(url)} from ${table} as _t${filters(url, params)}${order(url)}`;
    case 'POST': {
      const rows = await readBody(request);
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].map(ident).join(', ');
      params.push(JSON.stringify(rows));
      let conflict = '';
      const merge = prefers(request, 'resolution=merge-duplicates');
      if (merge || prefers(request, 'resolution=ignore-duplicates')) {
        const target = (url.searchParams.get('on_conflict') ?? '').split(',').map(ident).join(', ');
        const updates = columns.split(', ').map((column) => `${column} = excluded.${column}`);
        conflict = merge
          ? ` on conflict (${target}) do update set ${updates.join(', ')}`
          : ` on conflict (${target}) do nothing`;
      }
      return `insert into ${table} as _t (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)${conflict}`;
    }
    case 'PATCH': {
      const [values = {}] = await readBody(request);
      params.push(JSON.stringify(values));
      const sets = Object.keys(values).map((name) => `${ident(name)} = _src.${ident(name)}`);
      return `update ${table} as _t set ${sets.join(', ')} from json_populate_record(null::${table}, $1::json) as _src${filters(url, params)}`;
    }
    case 'DELETE':
      return `delete from ${table} as _t${filters(url, params)}`;
    default:
      throw new RestError(405, {
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${request.method}`,
        details: null,
        hint: null,
      });
  }
}

/** PostgREST's status for a PostgreSQL error (https://docs.postgrest.org/en/latest/references/errors.html). */
function restErrorOf(error: unknown, role: DbRole): RestError | null {
  if (error instanceof RestError) return error;
  const pg = asPgError(error);
  if (!pg) return null;
  if (pg.code === 'PGRST') {
    // RAISE SQLSTATE 'PGRST': message = the error body, detail = { status, headers }.
    const body = JSON.parse(pg.message) as RestError['body'];
    const { status, headers } = JSON.parse(pg.detail ?? '{}') as {
      status: number;
      headers?: Record<string, string>;
    };
    return new RestError(
      status,
      { code: body.code, message: body.message, details: body.details ?? null, hint: body.hint ?? null },
      headers,
    );
  }
  const status =
    pg.code === '42501'
      ? role === 'anon'
        ? 401
        : 403
      : pg.code === '23505' || pg.code === '23503'
        ? 409
        : pg.code === '42P01'
          ? 404
          : ['22', '23', '42'].includes(pg.code.slice(0, 2)) || pg.code === 'P0001'
            ? 400
            : 500;
  // The database's own words only where they are the answer (a named constraint, a permission, a raised
  // message); a statement the emulation built wrong, or an internal failure, says no more than that.
  if (status === 500 || pg.code === '42601') {
    console.error(`[local-backend] ${pg.code}: ${pg.message}`);
    return new RestError(status, {
      code: pg.code,
      message: status === 500 ? 'The database could not answer' : 'The request could not be read',
      details: null,
      hint: null,
    });
  }
  return new RestError(status, { code: pg.code, message: pg.message, details: pg.detail, hint: pg.hint });
}

export async function handleRest(
  request: Request,
  tableName: string,
  context: { db: Db; role: DbRole; headers: Record<string, string>; claims: Record<string, unknown> },
): Promise<Response> {
  const url = new URL(request.url);
  const rpc = /^rpc\/(.+)$/.exec(tableName)?.[1];
  if (rpc !== undefined) return handleRpc(request, rpc, context);
  const representation = request.method === 'GET' || prefers(request, 'return=representation');
  try {
    const table = `public.${ident(tableName)}`;
    const params: string[] = [];
    const statement = await statementFor(request, url, table, params);
    const body = await context.db.transaction(
      context.role,
      async (query) => {
        if (!representation) {
          await query(statement, params);
          return null;
        }
        const returning = request.method === 'GET' ? statement : `${statement} returning ${projection(url)}`;
        const { rows } = await query<{ body: string }>(
          `with _w as (${returning}) select coalesce(json_agg(_w), '[]'::json)::text as body from _w`,
          params,
        );
        return rows[0]?.body ?? '[]';
      },
      context.headers,
      context.claims,
    );
    const status =
      request.method === 'GET' ? 200 : request.method === 'POST' ? 201 : body === null ? 204 : 200;
    return new Response(body, {
      status,
      headers: body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
    });
  } catch (error) {
    const restError = restErrorOf(error, context.role);
    if (!restError) throw error;
    return new Response(JSON.stringify(restError.body), {
      status: restError.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...restError.headers },
    });
  }
}

/**
 * `POST /rpc/<function>` with named arguments as a JSON object (what supabase-js `.rpc()` sends): the
 * function's argument types come from pg_catalog, each value is cast to its type; a set-returning function
 * answers an array of rows, any other its value as JSON, as PostgREST does.
 */
async function handleRpc(
  request: Request,
  name: string,
  context: { db: Db; role: DbRole; headers: Record<string, string>; claims: Record<string, unknown> },
): Promise<Response> {
  try {
    if (request.method !== 'POST') throw parseError(`rpc method ${request.method}`);
    ident(name);
    const [args = {}] = await readBody(request);
    const { rows } = await context.db.query<{ names: string[] | null; types: string[]; retset: boolean }>(
      `select p.proargnames as names, array(select format_type(t, null) from unnest(p.proargtypes) t) as types,
              p.proretset as retset
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
      [name],
      null,
    );
    const fn = rows[0];
    if (!fn || rows.length > 1) {
      throw new RestError(404, {
        code: 'PGRST202',
        message: `Could not find the function public.${name} in the schema cache`,
        details: null,
        hint: null,
      });
    }
    const params: (string | null)[] = [];
    const named = Object.entries(args).map(([key, value]) => {
      const index = (fn.names ?? []).indexOf(key);
      if (index < 0) throw parseError(`rpc argument (${key})`);
      params.push(value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));
      const type = fn.types[index] ?? 'unknown';
      // PostgREST takes a JSON array for an array argument (one dimension, as supabase-js sends it).
      if (type.endsWith('[]') && Array.isArray(value)) {
        return `${ident(key)} => array(select jsonb_array_elements_text($${params.length}::jsonb))::${type}`;
      }
      return `${ident(key)} => $${params.length}::${type}`;
    });
    const call = `public.${ident(name)}(${named.join(', ')})`;
    const sql = fn.retset
      ? `select coalesce(json_agg(_r), '[]'::json)::text as body from ${call} as _r`
      : `select coalesce(to_json(${call}), 'null'::json)::text as body`;
    const body = await context.db.transaction(
      context.role,
      async (query) => (await query<{ body: string }>(sql, params)).rows[0]?.body ?? 'null',
      context.headers,
      context.claims,
    );
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  } catch (error) {
    const restError = restErrorOf(error, context.role);
    if (!restError) throw error;
    return new Response(JSON.stringify(restError.body), {
      status: restError.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...restError.headers },
    });
  }
}
