// State of the prefix editor: closed (null), editing a draft, or saving it.
import { atom } from 'jotai';

/** An open prefix editor of one server. */
export interface PrefixEditorState {
  serverId: string;
  mode: 'edit' | 'saving';
  draft: string;
}

/** The open prefix editor, or null when the prefix is only shown. */
export const prefixEditorAtom = atom<PrefixEditorState | null>(null);
