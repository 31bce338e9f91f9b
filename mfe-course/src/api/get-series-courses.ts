import { api, type CourseSummary } from '@site/shared';

/** GET course/series/list?id (the series id): the other courses of a series. */
export const getSeriesCourses = (seriesId: number) => api.get<CourseSummary[]>('/course/series/list', { id: seriesId });
