// Editor state of the Welcome Dashboard: the draft, the last saved config and the UI-only image choices.

import { useCallback } from 'react';
import { type WelcomeConfig, welcomeConfigSchema } from '#shared/schemas/welcomer';
import type { WelcomeShare } from '#web/lib/embed/shared-draft';
import { atom, useAtomValue, useSetAtom } from '#web/lib/jotai';
import {
  type FooterIconChoice,
  footerIconChoiceOf,
  type ThumbnailChoice,
  thumbnailChoiceOf,
} from '../logic/welcome-choices';
import { normaliseWelcomeConfig } from '../logic/welcome-payload';

const EMPTY = welcomeConfigSchema.parse({});

/** The config being edited. */
export const welcomeDraftAtom = atom<WelcomeConfig>(EMPTY);
/** The config as last loaded or saved. */
export const welcomeSavedAtom = atom<WelcomeConfig>(EMPTY);
/** The thumbnail select's choice; kept apart because none and custom store the same value. */
export const thumbnailChoiceAtom = atom<ThumbnailChoice>('none');
/** The footer-icon select's choice; custom with no URL yet stores the same value as none. */
export const footerIconChoiceAtom = atom<FooterIconChoice>('none');

/** True when the draft differs from the saved config (link spacing ignored). */
export const welcomeDirtyAtom = atom(
  (get) =>
    JSON.stringify(normaliseWelcomeConfig(get(welcomeDraftAtom))) !==
    JSON.stringify(normaliseWelcomeConfig(get(welcomeSavedAtom))),
);

/** What one undo step of the welcome editor holds: the draft and the two image choices. */
export interface WelcomeEditorState {
  config: WelcomeConfig;
  thumbnail: ThumbnailChoice;
  footerIcon: FooterIconChoice;
}

/** The draft and the image choices read together, and set together (by undo and redo). */
export const welcomeEditorStateAtom = atom(
  (get): WelcomeEditorState => ({
    config: get(welcomeDraftAtom),
    thumbnail: get(thumbnailChoiceAtom),
    footerIcon: get(footerIconChoiceAtom),
  }),
  (_get, set, state: WelcomeEditorState) => {
    set(welcomeDraftAtom, state.config);
    set(thumbnailChoiceAtom, state.thumbnail);
    set(footerIconChoiceAtom, state.footerIcon);
  },
);

/** Starts editing `config`: draft and saved copy set, image choices read back from it. */
export const startEditingAtom = atom(null, (_get, set, config: WelcomeConfig) => {
  set(welcomeDraftAtom, config);
  set(welcomeSavedAtom, config);
  set(thumbnailChoiceAtom, thumbnailChoiceOf(config.embed.thumbnail));
  set(footerIconChoiceAtom, footerIconChoiceOf(config.embed.footer.icon_url));
});

/** Puts a shared message and embed into the draft (channel and switch stay), image choices read back from the embed. */
export const openSharedWelcomeAtom = atom(null, (get, set, share: WelcomeShare) => {
  set(welcomeEditorStateAtom, {
    config: { ...get(welcomeDraftAtom), message: share.message, embed: share.embed },
    thumbnail: thumbnailChoiceOf(share.embed.thumbnail),
    footerIcon: footerIconChoiceOf(share.embed.footer.icon_url),
  });
});

/** The draft and its updaters: `update` for the top level, `updateEmbed` for the embed part. */
export function useWelcomeDraft() {
  const draft = useAtomValue(welcomeDraftAtom);
  const setDraft = useSetAtom(welcomeDraftAtom);
  const update = useCallback(
    (patch: Partial<WelcomeConfig>) => setDraft((current) => ({ ...current, ...patch })),
    [setDraft],
  );
  const updateEmbed = useCallback(
    (patch: Partial<WelcomeConfig['embed']>) =>
      setDraft((current) => ({ ...current, embed: { ...current.embed, ...patch } })),
    [setDraft],
  );
  return { draft, update, updateEmbed };
}
