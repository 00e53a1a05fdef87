/**
 * The subset of PostgREST (Supabase's `/rest/v1`) that supabase-js 2.x emits for this app, over `Db`:
 *
 * - GET/HEAD `/<table>?select=*|a,b,alias:c&<col>=<op>.<value>&order=<col>.asc|desc[.nullsfirst|.nullslast]&limit=&offset=`
 *   operators: eq neq gt gte lt lte like ilike is in, each optionally prefixed by `not.`;
 *   `Accept: application/vnd.pgrst.object+json` (`.single()`); `Prefer: count=exact`.
 * - POST `/<table>` a JSON object or array, `?columns=`, `Prefer: return=minimal|representation`,
 *   `Prefer: resolution=ignore-duplicates|merge-duplicates` with `?on_conflict=` (default: the primary key).
 * - PATCH and DELETE with the same filters and `Prefer: return=…`.
 *
 * Each request is one transaction that starts with `SET LOCAL ROLE <role of the API key>`, so the
 * database's grants and row-level security policies decide, as they do behind PostgREST. Rows are turned
 * into JSON by PostgreSQL itself (json_agg), and errors come back as PostgREST's { code, message, details,
 * hint } with PostgREST's HTTP statuses.
 */
import { asPgError, type Db, type DbQuery, type DbRole } from './db.ts';
import { httpStatusForPgCode, pgErrorBody, RestError, restError } from './postgrest-errors.ts';

export interface RestContext {
  db: Db;
  role: DbRole;
  claims: Record<string, unknown>;
}

interface Column {
  name: string;
  /** format_type() of the column, from the catalog: safe to put into SQL. */
  type: string;
}

interface TableInfo {
  name: string;
  sqlName: string;
  columns: Map<string, Column>;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const T = '_t'; // alias of the table in every statement

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function jsonResponse(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: body === null ? headers : { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function restErrorResponse(error: RestError): Response {
  return jsonResponse(error.status, JSON.stringify(error.body));
}

function parsePrefer(headers: Headers): Map<string, string> {
  const prefer = new Map<string, string>();
  for (const part of (headers.get('prefer') ?? '').split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key) prefer.set(key.toLowerCase(), (value ?? '').toLowerCase());
  }
  return prefer;
}

class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

async function loadTable(query: DbQuery, name: string): Promise<TableInfo> {
  const notFound = () =>
    restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null);
  if (!IDENTIFIER.test(name)) throw notFound();
  // The catalog is readable by every role, as PostgREST's schema cache holds tables whatever the grants.
  const { rows } = await query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [name],
  );
  if (rows.length === 0) throw notFound();
  return {
    name,
    sqlName: `public.${quoteIdent(name)}`,
    columns: new Map(rows.map((row) => [row.name, row])),
  };
}

async function primaryKey(query: DbQuery, table: TableInfo): Promise<string[]> {
  const { rows } = await query<{ name: string }>(
    `select a.attname as name
       from pg_catalog.pg_index i
       join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = cast($1 as regclass) and i.indisprimary`,
    [table.sqlName],
  );
  return rows.map((row) => row.name);
}

function column(table: TableInfo, name: string): Column {
  const found = table.columns.get(name);
  if (!found) throw restError(400, '42703', `column ${table.name}.${name} does not exist`);
  return found;
}

function bodyColumn(table: TableInfo, name: string): Column {
  const found = table.columns.get(name);
  if (!found) {
    throw restError(
      400,
      'PGRST204',
      `Could not find the '${name}' column of '${table.name}' in the schema cache`,
    );
  }
  return found;
}

/** `in.(a,"b,c",d)` → ['a', 'b,c', 'd'] */
function parseInList(operand: string, raw: string): string[] {
  if (!operand.startsWith('(') || !operand.endsWith(')')) {
    throw restError(400, 'PGRST100', `"failed to parse filter (${raw})"`);
  }
  const inner = operand.slice(1, -1);
  if (inner === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i] as string;
    if (quoted && char === '\\' && i + 1 < inner.length) current += inner[++i];
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}

function filterSql(table: TableInfo, key: string, raw: string, params: Params): string {
  const col = column(table, key);
  const target = `${T}.${quoteIdent(col.name)}`;
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  const operand = dot < 0 ? '' : rest.slice(dot + 1);
  const cast = (value: string) => `cast(${params.add(value)} as ${col.type})`;
  const comparisons: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
  let sql: string;
  if (dot >= 0 && op in comparisons) {
    sql = `${target} ${comparisons[op]} ${cast(operand)}`;
  } else if (dot >= 0 && (op === 'like' || op === 'ilike')) {
    sql = `${target}::text ${op} ${params.add(operand.replace(/\*/g, '%'))}`;
  } else if (dot >= 0 && op === 'is') {
    const checks: Record<string, string> = {
      null: 'is null',
      not_null: 'is not null',
      true: 'is true',
      false: 'is false',
      unknown: 'is unknown',
    };
    const check = checks[operand.toLowerCase()];
    if (!check) throw restError(400, 'PGRST100', `"failed to parse filter (${raw})"`);
    sql = `${target} ${check}`;
  } else if (dot >= 0 && op === 'in') {
    const items = parseInList(operand, raw);
    sql = items.length === 0 ? 'false' : `${target} in (${items.map(cast).join(', ')})`;
  } else {
    throw restError(
      400,
      'PGRST100',
      `"failed to parse filter (${raw})"`,
      `unsupported operator in the local backend: ${op}`,
    );
  }
  return negate ? `not (${sql})` : sql;
}

function whereSql(table: TableInfo, url: URL, params: Params): string {
  const conditions: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (!RESERVED_PARAMS.has(key)) conditions.push(filterSql(table, key, value, params));
  }
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

function orderSql(table: TableInfo, url: URL): string {
  const order = url.searchParams.get('order');
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [name = '', ...modifiers] = term.split('.');
    const col = column(table, name);
    let sql = `${T}.${quoteIdent(col.name)}`;
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`;
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else throw restError(400, 'PGRST100', `"failed to parse order (${order})"`);
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

function integerParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw restError(400, 'PGRST100', `"failed to parse ${name} (${raw})"`);
  return Number(raw);
}

/** The `select=` projection; only plain columns (optionally renamed) and `*`. */
function projectionSql(table: TableInfo, url: URL): string {
  const select = (url.searchParams.get('select') ?? '*').trim();
  if (select === '' || select === '*') return `${T}.*`;
  return select
    .split(',')
    .map((item) => {
      if (item === '*') return `${T}.*`;
      const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)$/.exec(item);
      if (!match) {
        throw restError(
          400,
          'PGRST100',
          `"failed to parse select parameter (${select})"`,
          'the local backend supports plain columns only',
        );
      }
      const col = column(table, match[2] as string);
      return `${T}.${quoteIdent(col.name)} as ${quoteIdent(match[1] ?? col.name)}`;
    })
    .join(', ');
}

function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

/** Answers rows already serialised by PostgreSQL, as an array or (Accept: …object+json) a single object. */
function rowsResponse(
  request: Request,
  status: number,
  body: string,
  count: number,
  headers: Record<string, string>,
): Response {
  if (!wantsObject(request)) return jsonResponse(status, request.method === 'HEAD' ? null : body, headers);
  if (count !== 1) {
    return jsonResponse(
      406,
      JSON.stringify({
        code: 'PGRST116',
        details: `The result contains ${count} rows`,
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      }),
    );
  }
  const [row] = JSON.parse(body) as unknown[];
  return new Response(JSON.stringify(row), {
    status,
    headers: { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8', ...headers },
  });
}

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function handleRead(request: Request, url: URL, query: DbQuery, table: TableInfo): Promise<Response> {
  const params = new Params();
  const where = whereSql(table, url, params);
  const limit = integerParam(url, 'limit');
  const offset = integerParam(url, 'offset') ?? 0;
  const page = `${limit !== null ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}`;
  const exact = parsePrefer(request.headers).get('count') === 'exact';
  const total = exact ? `, (select count(*) from ${table.sqlName} as ${T}${where})::text as total` : '';
  const { rows } = await query<{ body: string; n: string; total?: string }>(
    `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::text as n${total}
       from (select ${projectionSql(table, url)} from ${table.sqlName} as ${T}${where}${orderSql(table, url)}${page}) _r`,
    params.values,
  );
  const { body, n, total: totalCount } = rows[0] as { body: string; n: string; total?: string };
  const count = Number(n);
  const range = count > 0 ? `${offset}-${offset + count - 1}` : '*';
  return rowsResponse(request, 200, body, count, { 'Content-Range': `${range}/${totalCount ?? '*'}` });
}

/** Runs a writing statement, with or without `returning`, and answers as PostgREST does. */
async function finishWrite(
  request: Request,
  url: URL,
  query: DbQuery,
  table: TableInfo,
  statement: string,
  params: Params,
  successStatus: { minimal: number; representation: number },
  preferenceApplied: string[],
): Promise<Response> {
  const prefer = parsePrefer(request.headers);
  const representation = prefer.get('return') === 'representation';
  if (prefer.has('return')) preferenceApplied.push(`return=${prefer.get('return')}`);
  const headers: Record<string, string> = { 'Content-Range': '*/*' };
  if (preferenceApplied.length > 0) headers['Preference-Applied'] = preferenceApplied.join(', ');
  if (!representation) {
    await query(statement, params.values);
    return jsonResponse(successStatus.minimal, null, headers);
  }
  const { rows } = await query<{ body: string; n: string }>(
    `with _w as (${statement} returning ${projectionSql(table, url)})
     select coalesce(json_agg(_w), '[]'::json)::text as body, count(*)::text as n from _w`,
    params.values,
  );
  const { body, n } = rows[0] as { body: string; n: string };
  return rowsResponse(request, successStatus.representation, body, Number(n), headers);
}

async function handleInsert(request: Request, url: URL, query: DbQuery, table: TableInfo): Promise<Response> {
  const body = await readJsonBody(request);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) throw restError(400, 'PGRST102', 'All object keys must match');
  const columnsParam = url.searchParams.get('columns');
  const names = columnsParam
    ? columnsParam.split(',').map((name) => name.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = names.map((name) => quoteIdent(bodyColumn(table, name).name));

  const prefer = parsePrefer(request.headers);
  const resolution = prefer.get('resolution');
  const applied: string[] = [];
  let onConflict = '';
  if (resolution === 'ignore-duplicates' || resolution === 'merge-duplicates') {
    const conflictParam = url.searchParams.get('on_conflict');
    const conflictColumns = conflictParam
      ? conflictParam.split(',').map((name) => column(table, name.trim()).name)
      : await primaryKey(query, table);
    if (conflictColumns.length === 0)
      throw restError(400, 'PGRST100', 'on_conflict is required for a table without a primary key');
    const target = conflictColumns.map(quoteIdent).join(', ');
    const updates = names
      .filter((name) => !conflictColumns.includes(name))
      .map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`);
    onConflict =
      resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates.join(', ')}`;
    applied.push(`resolution=${resolution}`);
  }

  const params = new Params();
  const rowsParam = params.add(JSON.stringify(rows));
  // json_populate_recordset turns the JSON into rows of the table's type (PostgREST does the same), so
  // PostgreSQL converts and checks every value; keys absent from a row become NULL.
  const statement =
    columns.length > 0
      ? `insert into ${table.sqlName} as ${T} (${columns.join(', ')})
         select ${columns.join(', ')} from json_populate_recordset(null::${table.sqlName}, cast(${rowsParam} as json))${onConflict}`
      : `insert into ${table.sqlName} as ${T} select from json_array_elements(cast(${rowsParam} as json))${onConflict}`;
  return finishWrite(
    request,
    url,
    query,
    table,
    statement,
    params,
    { minimal: 201, representation: 201 },
    applied,
  );
}

async function handleUpdate(request: Request, url: URL, query: DbQuery, table: TableInfo): Promise<Response> {
  const body = await readJsonBody(request);
  if (!isRecord(body)) throw restError(400, 'PGRST102', 'Empty or invalid json');
  const names = Object.keys(body);
  names.forEach((name) => bodyColumn(table, name));
  const params = new Params();
  const valuesParam = params.add(JSON.stringify(body));
  if (names.length === 0) return jsonResponse(204, null);
  const assignments = names.map((name) => `${quoteIdent(name)} = _src.${quoteIdent(name)}`).join(', ');
  const statement = `update ${table.sqlName} as ${T} set ${assignments}
    from json_populate_record(null::${table.sqlName}, cast(${valuesParam} as json)) as _src${whereSql(table, url, params)}`;
  return finishWrite(
    request,
    url,
    query,
    table,
    statement,
    params,
    { minimal: 204, representation: 200 },
    [],
  );
}

async function handleDelete(request: Request, url: URL, query: DbQuery, table: TableInfo): Promise<Response> {
  const params = new Params();
  const statement = `delete from ${table.sqlName} as ${T}${whereSql(table, url, params)}`;
  return finishWrite(
    request,
    url,
    query,
    table,
    statement,
    params,
    { minimal: 204, representation: 200 },
    [],
  );
}

/** Answers `/rest/v1/<tableName>` for a request whose API key maps to `context.role`. */
export async function handleRest(
  request: Request,
  tableName: string,
  context: RestContext,
): Promise<Response> {
  const url = new URL(request.url);
  const profile = request.headers.get('accept-profile') ?? request.headers.get('content-profile');
  if (profile && profile !== 'public') {
    return restErrorResponse(
      restError(
        406,
        'PGRST106',
        'Invalid schema: ' + profile,
        null,
        'Only the following schemas are exposed: public',
      ),
    );
  }
  try {
    return await context.db.transaction(
      context.role,
      async (query) => {
        const table = await loadTable(query, tableName);
        switch (request.method) {
          case 'GET':
          case 'HEAD':
            return handleRead(request, url, query, table);
          case 'POST':
            return handleInsert(request, url, query, table);
          case 'PATCH':
            return handleUpdate(request, url, query, table);
          case 'DELETE':
            return handleDelete(request, url, query, table);
          default:
            throw restError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
        }
      },
      context.claims,
    );
  } catch (error) {
    if (error instanceof RestError) return restErrorResponse(error);
    const pgError = asPgError(error);
    if (pgError)
      return jsonResponse(
        httpStatusForPgCode(pgError.code, context.role),
        JSON.stringify(pgErrorBody(pgError)),
      );
    throw error;
  }
}
