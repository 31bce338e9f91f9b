import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import type { RenderAnswer, RenderCall } from '@site/shared/contract';

/**
 * The API client's transport on the server: the shared client's calls (the same API functions the
 * browser runs) are answered in process by the server's own routes, as the visitor's request would be,
 * so the read cache, its invalidation and the per-visitor counters all hold.
 */
export function serverAxiosAdapter(current: () => ((request: RenderCall) => Promise<RenderAnswer>) | undefined): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const inject = current();
    if (!inject) throw new AxiosError('an API call outside a server render', AxiosError.ERR_NETWORK, config);
    const url = new URL(config.url ?? '', 'http://site.invalid');
    const path = `${config.baseURL ?? ''}${url.pathname}`;
    const query = new URLSearchParams(url.search);
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) query.append(name, String(value));
    }
    const search = query.toString();
    const payload = config.data === undefined ? undefined : typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
    const response = await inject({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${path}${search ? `?${search}` : ''}`,
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    });
    const result: AxiosResponse = {
      data: response.body,
      status: response.statusCode,
      statusText: '',
      headers: new AxiosHeaders(response.headers as Record<string, string>),
      config,
      request: {},
    };
    const validate = config.validateStatus;
    if (validate && !validate(response.statusCode)) {
      throw new AxiosError(`Request failed with status code ${response.statusCode}`, AxiosError.ERR_BAD_RESPONSE, config, {}, result);
    }
    return result;
  };
}
