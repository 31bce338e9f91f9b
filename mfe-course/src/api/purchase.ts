import { api, type PurchaseCheck, type PurchaseResult } from '@site/shared';

/** POST course/purchase: a new order and its pay QR (codeUrl), valid 15 minutes. */
export const purchaseCourse = (courseId: number) => api.post<PurchaseResult>('/course/purchase', { courseId });

/** GET course/check/purchase: whether the caller owns the course. */
export const checkPurchase = (courseId: number) => api.get<PurchaseCheck>('/course/check/purchase', { courseId });
