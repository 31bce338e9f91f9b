import { QRCodeSVG } from 'qrcode.react';

/** Loaded only when the QR dialog opens: qrcode.react stays out of the page's first load. */
export default function QrCodeContent({ value, image }: { value: string; image?: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      {image ? (
        <img src={image} alt="小程序二维码" width={200} height={200} style={{ objectFit: 'contain' }} />
      ) : (
        <QRCodeSVG value={value} size={200} marginSize={2} role="img" aria-label="收听二维码" />
      )}
      <p style={{ margin: 0, color: 'var(--color-text-2)' }}>打开微信扫一扫，在手机上继续收听</p>
    </div>
  );
}
