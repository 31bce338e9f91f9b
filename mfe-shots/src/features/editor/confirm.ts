import { Modal } from '@arco-design/web-react';

type ConfirmConfig = Parameters<typeof Modal.confirm>[0];

/** The focus is lost: on the page itself, or still inside the dialog that is closing. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('[aria-modal="true"], .arco-modal-wrapper') !== null;
}

/**
 * Arco's Modal.confirm, giving the focus back to what opened it once it has closed (issue 42). Arco moves the focus
 * into the confirmation but leaves it on the page itself when it closes (useReturnFocus cannot reach a dialog opened
 * by a function): a keyboard user who pressed 取消 or Escape started again from the top of the page. Nothing is
 * moved when the opener has gone or cannot take the focus (a deletion navigates elsewhere), or the focus is
 * already somewhere.
 */
export function confirmReturningFocus(config: ConfirmConfig) {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  return Modal.confirm({
    ...config,
    afterClose: () => {
      config.afterClose?.();
      if (opener?.isConnected && !opener.matches(':disabled') && focusIsLost()) opener.focus();
    },
  });
}
