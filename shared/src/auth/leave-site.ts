/** Full-page navigation to another site (external login or logout page); one seam so tests can observe it. */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
