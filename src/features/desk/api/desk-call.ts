/**
 * One call of the desk, as the signed-in staff member: the answer is validated against its schema, and any
 * failure (no answer, an error from the server, an unexpected shape) is thrown as a DeskCallError whose
 * `kind` the pages turn into a text.
 */
import * as v from 'valibot';

import { deskErrorKind, type DeskErrorKind } from '../model/auth-error';

export class DeskCallError extends Error {
  constructor(
    message: string,
    readonly kind: DeskErrorKind,
  ) {
    super(message);
    this.name = 'DeskCallError';
  }
}

interface Answer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

export async function deskCall<T>(
  what: string,
  run: () => PromiseLike<Answer>,
  schema: v.GenericSchema<unknown, T>,
): Promise<T> {
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    throw new DeskCallError(`${what}: ${String(error)}`, deskErrorKind(error));
  }
  if (answer.error) {
    throw new DeskCallError(
      `${what}: ${answer.error.message}`,
      deskErrorKind({ ...answer.error, status: answer.status }),
    );
  }
  const parsed = v.safeParse(schema, answer.data);
  if (!parsed.success)
    throw new DeskCallError(`${what}: unexpected answer (${parsed.issues[0].message})`, 'other');
  return parsed.output;
}

/** A database time (timestamptz as JSON) as a Date. */
export const isoTime = v.pipe(
  v.string(),
  v.transform((value) => new Date(value)),
);
