// Price display of spec 4/9: prices travel in fen; show 免费 or yuan with trailing zeros dropped.

/** 1990 -> "19.9", 2000 -> "20", 1 -> "0.01". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${yuan}`;
  const decimals = String(cents).padStart(2, '0').replace(/0+$/, '');
  return `${sign}${yuan}.${decimals}`;
}

/** A course is free when flagged free or when it costs nothing. */
export function isFreeCourse(course: { free: boolean; price: number }): boolean {
  return course.free || course.price <= 0;
}

/** "免费" or "¥19.9". */
export function formatPrice(course: { free: boolean; price: number }): string {
  return isFreeCourse(course) ? '免费' : `¥${fenToYuan(course.price)}`;
}
