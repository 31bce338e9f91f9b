import { QRCodeSVG } from 'qrcode.react';

/** The payment QR (qrcode.react), loaded when a purchase shows its QR, not with the course pages. */
export default function PayQrCode({ value }: { value: string }) {
  return <QRCodeSVG value={value} size={200} title="支付二维码" />;
}
