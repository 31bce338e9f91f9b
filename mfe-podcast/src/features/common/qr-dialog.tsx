import { IconQrcode } from '@arco-design/web-react/icon';
import { LightButton, useReturnFocus } from '@site/shared';
import { lazy, Suspense, useState } from 'react';

const QrModal = lazy(() => import('./qr-modal').then((module) => ({ default: module.QrModal })));

/**
 * The mini-program QR dialog: the episode's own mini-program code when it has one, otherwise a
 * QR of the page's address (drawn by qrcode.react). The dialog's code (Arco's Modal) is fetched on the
 * first press, not with the page; once loaded it stays mounted so it closes with its animation.
 */
export function QrDialogButton({ link, image, label = '小程序收听' }: { link: string; image?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useReturnFocus(open);
  return (
    <>
      <LightButton
        icon={<IconQrcode />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </LightButton>
      {opened ? (
        <Suspense fallback={null}>
          <QrModal title={label} visible={open} onClose={() => setOpen(false)} link={link} image={image} />
        </Suspense>
      ) : null}
    </>
  );
}
