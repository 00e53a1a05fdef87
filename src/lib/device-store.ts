/**
 * One localStorage value as an external store for useSyncExternalStore. Reads are cached by the stored
 * text, so the snapshot keeps its identity until the text changes; writes never throw, and what the
 * device will not keep lives in memory for the visit (or the store is told).
 */
import * as v from 'valibot';

import {
  onDeviceItemChangedElsewhere,
  readDeviceItem,
  removeDeviceItem,
  writeDeviceItem,
  type LocalStorageKey,
} from './device-storage.ts';

/** What `parse` made of a stored text, and whether the text must be stored again (or removed). */
export interface StoredRead<T> {
  value: T;
  rewrite: boolean;
}

export interface DeviceStoreOptions<T, A extends unknown[]> {
  key: LocalStorageKey;
  /** The value when nothing is stored, and the server render's. */
  empty: T;
  /** Reads a stored text; the extra arguments are those `read` is given. */
  parse: (raw: string, ...args: A) => StoredRead<T>;
  /** The text to store for a value; null removes the key. */
  serialize: (value: T) => string | null;
  /** Where the device does not keep a write: keep the value in memory for the visit, or call back. */
  unsaved: 'memory' | ((value: T) => void);
}

export interface DeviceStore<T, A extends unknown[]> {
  /** The value of this visit: one kept in memory when the device refused it, else the stored one. */
  read: (...args: A) => T;
  /** The stored value alone. */
  readStored: (...args: A) => T;
  /** Stores a value (null text: removes it) and tells the subscribers; false when the device did not keep it. */
  write: (value: T) => boolean;
  subscribe: (listener: () => void) => () => void;
  /** The snapshot of the server render and of hydration: `empty`. */
  serverSnapshot: () => T;
}

/** A stored JSON text checked with `schema`: its output, or undefined when it is no JSON or fails. */
export function parseStoredJson<S extends v.GenericSchema>(
  raw: string,
  schema: S,
): v.InferOutput<S> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const result = v.safeParse(schema, json);
  return result.success ? result.output : undefined;
}

export function createDeviceStore<T, A extends unknown[] = []>(
  options: DeviceStoreOptions<T, A>,
): DeviceStore<T, A> {
  const { key, empty, parse, serialize, unsaved } = options;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cachedValue = empty;
  /** The last write the device refused, while `unsaved` is 'memory'. */
  let inMemory: { value: T } | null = null;

  /** Stores the value's text; whether the device now holds it. */
  function store(value: T): boolean {
    const text = serialize(value);
    if (text !== null) return writeDeviceItem(key, text);
    removeDeviceItem(key);
    return readDeviceItem(key) === null;
  }

  function readStored(...args: A): T {
    const raw = readDeviceItem(key);
    if (raw === null) return empty;
    if (raw === cachedRaw) return cachedValue;
    const { value, rewrite } = parse(raw, ...args);
    if (rewrite) store(value);
    cachedRaw = readDeviceItem(key);
    cachedValue = value;
    return value;
  }

  return {
    read: (...args) => (inMemory ? inMemory.value : readStored(...args)),
    readStored,
    write(value) {
      const kept = store(value);
      if (unsaved === 'memory') inMemory = kept ? null : { value };
      else if (!kept) unsaved(value);
      for (const listener of listeners) listener();
      return kept;
    },
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = onDeviceItemChangedElsewhere(key, listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    serverSnapshot: () => empty,
  };
}
