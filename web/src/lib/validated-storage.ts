// localStorage for jotai's atomWithStorage that never throws and only hands back values its schema accepts.
import type * as z from '#shared/schemas/zod';
import { type atomWithStorage, createJSONStorage, withStorageValidator } from './jotai';

/** The synchronous storage `atomWithStorage` takes (jotai does not export its name). */
type SyncStorage<Value> = NonNullable<Parameters<typeof atomWithStorage<Value>>[2]>;

/** localStorage where every failure (blocked, full, private mode) reads as "nothing stored". */
const quietLocalStorage = {
  getItem(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage full or unavailable: the value still lives in memory for this visit.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Unavailable storage has nothing to remove.
    }
  },
};

/**
 * JSON storage in localStorage for `atomWithStorage(key, initial, storage)`. A stored value that is
 * not JSON or fails `schema` is ignored (the atom holds its initial value); writes that the
 * browser refuses are dropped without an error. Other tabs' writes are not followed.
 */
export function validatedStorage<Schema extends z.ZodMiniType>(schema: Schema): SyncStorage<z.infer<Schema>> {
  const isValid = (value: unknown): value is z.infer<Schema> => schema.safeParse(value).success;
  return withStorageValidator(isValid)(createJSONStorage<unknown>(() => quietLocalStorage));
}
