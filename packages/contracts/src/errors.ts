/** The failure body of every call (DESIGN.md "Conventions"). */
export interface ApiErrorBody {
  errCode: string;
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'errCode' in value &&
    typeof (value as { error?: { message?: unknown } }).error?.message === 'string'
  );
}
