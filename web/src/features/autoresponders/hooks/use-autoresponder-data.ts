// Loads the server info and the autoresponder list of the page, and reloads the list on demand.
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGE_MS } from '#shared/constants/limits';
import { currentGuildAtom } from '../../../lib/current-guild';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { getServerInfo, type ServerInfo } from '../api/get-server-info';
import { listAutoresponders, type StoredAutoresponder } from '../api/list-autoresponders';
import { AUTORESPONDER_TEXTS as T } from '../texts';
import { errorText } from './error-text';

/** The loaded state: server info, list, load flags and the two load-error messages (each shown 5 s). */
export interface AutoresponderData {
  server: ServerInfo | null;
  serverLoading: boolean;
  serverError: string | null;
  items: StoredAutoresponder[];
  listLoading: boolean;
  /** True after the last list load failed, until a reload succeeds. */
  listFailed: boolean;
  listError: string | null;
  /** Loads the list again; resolves when done (failures become `listError`). */
  reloadList: () => Promise<void>;
}

/**
 * Loads both on mount (in parallel) and whenever `serverId` changes; stale replies are ignored.
 * The loaded server becomes the current guild, so the layout can name it.
 */
export function useAutoresponderData(serverId: string): AutoresponderData {
  const [server, setServer] = useState<ServerInfo | null>(null);
  const [serverLoading, setServerLoading] = useState(true);
  const [serverError, showServerError] = useTimedMessage(ERROR_MESSAGE_MS);
  const [items, setItems] = useState<StoredAutoresponder[]>([]);
  const [listLoading, setListLoading] = useState(true);
  const [listFailed, setListFailed] = useState(false);
  const [listError, showListError] = useTimedMessage(ERROR_MESSAGE_MS);
  const setCurrentGuild = useSetAtom(currentGuildAtom);
  const generation = useRef(0);

  const reloadList = useCallback(async () => {
    const current = generation.current;
    setListLoading(true);
    try {
      const list = await listAutoresponders(serverId);
      if (current !== generation.current) return;
      setItems(list);
      setListFailed(false);
    } catch (error) {
      if (current !== generation.current) return;
      setListFailed(true);
      showListError(T.loadListFailed(errorText(error)));
    } finally {
      if (current === generation.current) setListLoading(false);
    }
  }, [serverId, showListError]);

  useEffect(() => {
    const current = ++generation.current;
    setServer(null);
    setServerLoading(true);
    setItems([]);
    getServerInfo(serverId)
      .then((info) => {
        if (current !== generation.current) return;
        setServer(info);
        setCurrentGuild({ id: serverId, name: info.name, icon: info.icon ?? null });
      })
      .catch(
        (error) => current === generation.current && showServerError(T.loadServerFailed(errorText(error))),
      )
      .finally(() => current === generation.current && setServerLoading(false));
    void reloadList();
    return () => {
      generation.current += 1;
    };
  }, [serverId, reloadList, showServerError, setCurrentGuild]);

  return { server, serverLoading, serverError, items, listLoading, listFailed, listError, reloadList };
}
