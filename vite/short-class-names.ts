/**
 * CSS module class names for the build: the local name and a short hash of its file, without the line
 * number, as every page carries hundreds of them in its HTML and critical CSS, within its first round trip.
 */
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';

/** Names by project-relative file (the same on every machine); throws if two would be the same. */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const file = relative(root, filename.split('?')[0]!).split(sep).join('/');
    const owner = `${file}:${name}`;
    const short = `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 4)}`;
    const previous = owners.get(short);
    if (previous !== undefined && previous !== owner) {
      throw new Error(`CSS class names ${previous} and ${owner} would both be ${short}`);
    }
    owners.set(short, owner);
    return short;
  };
}
