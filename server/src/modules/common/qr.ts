import QRCode from 'qrcode';

/** A PNG QR code of the text (pay codeUrls, share links); medium error correction survives a phone camera at an angle. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 280 });
}
