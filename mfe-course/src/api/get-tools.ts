import { api, type ToolGroup } from '@site/shared';

/** GET tool/list: tool groups with their cards. */
export function getTools(): Promise<ToolGroup[]> {
  return api.get<ToolGroup[]>('/tool/list');
}
