// The unicode emoji list, loaded the first time a ':' list is wanted.
import { useEffect, useState } from 'react';
import { loadUnicodeEmoji } from '#web/lib/autocomplete/load-unicode-emoji';
import type { UnicodeEmoji } from '#web/lib/embed/emojis';

/**
 * The list once loaded, else null. Nothing is requested until `wanted` is first true; a failed
 * load leaves null (the server's own emoji are still offered) and is tried again when wanted next.
 */
export function useUnicodeEmoji(wanted: boolean): readonly UnicodeEmoji[] | null {
  const [list, setList] = useState<readonly UnicodeEmoji[] | null>(null);
  useEffect(() => {
    if (!wanted || list) return;
    let live = true;
    loadUnicodeEmoji().then(
      (loaded) => live && setList(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, list]);
  return list;
}
