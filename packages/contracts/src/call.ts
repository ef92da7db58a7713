/**
 * Who may make a call: anyone ('public'), any signed-in user ('session'), or a user holding the
 * permission 'module/action'.
 */
export type CallAccess = 'public' | 'session' | `${string}/${string}`;

/**
 * One call beyond the standard calls of a resource: the domain's server route registers at it
 * and the console's client calls it, as RESOURCE_CALLS and legacy-routes.ts give both sides the
 * resources' paths. Payloads are described beside the call; GET sends them as the query.
 */
export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** relative to /api; ':name' is a path parameter */
  path: string;
  access: CallAccess;
  /**
   * How the business log names a change made through a call whose access is not a permission (a
   * signed-in user's own settings): a module and an action with labels (LOG_MODULE_LABELS and the
   * action labels), instead of words of its URL.
   */
  log?: `${string}/${string}`;
}

/** A domain's table of calls, by name (its keys stay literal for both sides). */
export const defineCalls = <const T extends Record<string, CallSpec>>(calls: T): T => calls;

/** The path of a call relative to /api with its parameters filled in (encoded). */
export function callUrl(call: Pick<CallSpec, 'path'>, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
