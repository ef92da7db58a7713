import { useCallback, useState } from 'react';

/**
 * A submit that shows itself busy while it runs. A failed request needs nothing more here: the
 * request layer already showed the server's message.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
