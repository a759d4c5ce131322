// The one door to jotai: the app's named store, and every jotai API the app uses (the linter forbids importing jotai elsewhere).
import { getDefaultStore } from 'jotai';

export {
  atom,
  createStore,
  Provider,
  useAtom,
  useAtomValue,
  useSetAtom,
  useStore,
  type WritableAtom,
} from 'jotai';
export {
  atomWithStorage,
  createJSONStorage,
  RESET,
  unstable_withStorageValidator as withStorageValidator,
} from 'jotai/utils';

/**
 * The named store every atom lives in: jotai's default store, which hooks use without a Provider,
 * so pages that hold no atom (the public site) load no jotai at all.
 */
export const appStore = getDefaultStore();
