/**
 * Spread onto Arco's Popconfirm (issue 42). Without these it opens at the end of the page with no focus lock, so
 * Tab from the button that opened it walks on past it (and its blur closes it): a keyboard user can never press
 * its 删除 or 取消. With them the focus moves into it on opening (its first button, 取消), stays there, and
 * goes back to that button when it closes (Arco's own returnFocus). Arco's ConfigProvider could set this for the
 * whole site, but the shell renders without Arco's JavaScript on its first screen.
 */
export const popconfirmFocus = { focusLock: true, autoFocus: true } as const;
