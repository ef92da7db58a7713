import { useEffect } from 'react';
import { PLATFORM_CALLS, type AccessTicket } from '@chelian/contracts/platform';
import { useLatest } from '../utils/useLatest';
import { sessionStore } from '../state/session';
import { callApi } from './http';
import { CommandSocket, commandSocketUrl, type CommandPush } from './ws';

/** A URL for one connection: a fresh single-use ticket each time (they live 30 s), null when signed out. */
async function socketUrl(): Promise<string | null> {
  if (!sessionStore.get().token) return null;
  const { ticket } = await callApi<AccessTicket>(PLATFORM_CALLS.accessTicket, undefined, { silent: true });
  return commandSocketUrl(ticket);
}

/** The one command socket of the console; the shell opens it while signed in. */
export const commandSocket = new CommandSocket({ url: socketUrl });

/** Receives the results of a remote command by its checkId while the component is mounted. */
export function useCommandResult(
  checkId: string | null | undefined,
  listener: (push: CommandPush) => void,
): void {
  const latest = useLatest(listener);
  useEffect(() => {
    if (!checkId) return undefined;
    return commandSocket.subscribe(checkId, (push) => latest.current(push));
  }, [checkId, latest]);
}
