import { api, type ClassPlanItem } from '@site/shared';

/** GET course/api/class/list?school_id: one school's offline classes. */
export function getClassPlan(schoolId: number): Promise<ClassPlanItem[]> {
  return api.get<ClassPlanItem[]>('/course/api/class/list', { school_id: schoolId });
}
