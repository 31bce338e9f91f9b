import { Modal } from '@arco-design/web-react';
import QrCodeContent from './qr-code-content';

interface Props {
  title: string;
  visible: boolean;
  onClose: () => void;
  link: string;
  image?: string;
}

/**
 * The QR dialog itself (Arco's Modal, and qrcode.react with it): loaded by QrDialogButton when first opened,
 * so neither comes with the podcast pages.
 */
export function QrModal({ title, visible, onClose, link, image }: Props) {
  return (
    <Modal title={title} visible={visible} footer={null} onCancel={onClose} style={{ width: 320, maxWidth: 'calc(100vw - 32px)' }}>
      {visible ? <QrCodeContent value={link} image={image} /> : null}
    </Modal>
  );
}
