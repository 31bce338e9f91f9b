import { Button, Modal } from '@arco-design/web-react';
import { IconQrcode } from '@arco-design/web-react/icon';
import { LightSpin, useReturnFocus } from '@site/shared';
import { lazy, Suspense, useState } from 'react';

const QrCodeContent = lazy(() => import('./qr-code-content'));

/**
 * The mini-program QR dialog: the episode's own mini-program code when it has one, otherwise a
 * QR of the page's address (drawn by qrcode.react, loaded when the dialog first opens).
 */
export function QrDialogButton({ link, image, label = '小程序收听' }: { link: string; image?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  return (
    <>
      <Button icon={<IconQrcode />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal title={label} visible={open} footer={null} onCancel={() => setOpen(false)} style={{ width: 320, maxWidth: 'calc(100vw - 32px)' }}>
        {open ? (
          <Suspense fallback={<LightSpin block={80} />}>
            <QrCodeContent value={link} image={image} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
