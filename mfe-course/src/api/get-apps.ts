import { api, type App } from '@site/shared';

/** GET course/software/list: the software ("apps") courses are filed under. */
export function getApps(): Promise<App[]> {
  return api.get<App[]>('/course/software/list');
}
