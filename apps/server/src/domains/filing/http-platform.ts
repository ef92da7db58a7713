import type { FilingDocument, FilingPlatformClient, ReviewAnswer } from './platform-client';
import { PlatformFailedError, PlatformTimeoutError } from './platform-client';

export interface HttpPlatformSettings {
  url: string;
  account: string;
  secret: string;
  timeoutSeconds: number;
}

const PATHS = {
  CHIP_MODEL: 'chip-model',
  TBOX_MODEL: 'tbox-model',
  VEHICLE_MODEL: 'vehicle-model',
  VEHICLE: 'vehicle',
};

/**
 * A real national platform: JSON over HTTPS with basic authentication, one call per step
 * (POST {url}/{subject}/identifier, /register, /register/query). A call that outlasts the timeout
 * is a submit timeout; any other failure a submit failure with the platform's message.
 */
export function httpPlatform(settings: HttpPlatformSettings): FilingPlatformClient {
  const auth = `Basic ${Buffer.from(`${settings.account}:${settings.secret}`).toString('base64')}`;
  const call = async <T>(doc: FilingDocument, step: string, body: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${settings.url.replace(/\/$/, '')}/${PATHS[doc.subject]}/${step}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutSeconds * 1000),
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
        throw new PlatformTimeoutError(step);
      throw new PlatformFailedError(err instanceof Error ? err.message : String(err));
    }
    const text = await res.text();
    if (!res.ok) throw new PlatformFailedError(`${res.status} ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PlatformFailedError(`not JSON: ${text.slice(0, 200)}`);
    }
  };
  return {
    kind: 'HTTP',
    reviewSeconds: null,
    queryIdentifier: (doc) => call<{ identifier: string }>(doc, 'identifier', doc),
    register: (doc) => call<{ requestNo: string }>(doc, 'register', doc),
    queryRegister: (requestNo, doc) => call<ReviewAnswer>(doc, 'register/query', { requestNo, ...doc }),
  };
}
