/** A PNG QR code of the text (pay codeUrls, share links); medium error correction survives a phone camera at an angle. */
export async function qrPng(text: string): Promise<Buffer> {
  // Loaded with the first code drawn, not at start-up.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 280 });
}
