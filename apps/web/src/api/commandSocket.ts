import { useEffect } from 'react';
import { useLatest } from '../hooks/useLatest';
import { sessionStore } from '../state/session';
import { CommandSocket, commandSocketUrl, type CommandPush } from './ws';

/** The one command socket of the console; the shell opens it while signed in. */
export const commandSocket = new CommandSocket({ url: () => commandSocketUrl(sessionStore.get().token) });

/** Receives the results of a remote command by its checkId while the component is mounted. */
export function useCommandResult(checkId: string | null | undefined, listener: (push: CommandPush) => void): void {
  const latest = useLatest(listener);
  useEffect(() => {
    if (!checkId) return undefined;
    return commandSocket.subscribe(checkId, (push) => latest.current(push));
  }, [checkId, latest]);
}
