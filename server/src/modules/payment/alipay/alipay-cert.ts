import crypto from 'node:crypto';

/**
 * Alipay's certificate mode (公钥证书模式): requests name the application certificate (`app_cert_sn`) and the
 * Alipay root certificates (`alipay_root_cert_sn`); answers name the Alipay certificate that signed them
 * (`alipay_cert_sn`). A certificate's SN, as Alipay's SDKs compute it, is the MD5 (hex) of the issuer's
 * distinguished name in RFC 2253 order ("CN=...,OU=...,O=...,C=CN") followed by the serial number in decimal.
 */

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** Every certificate of a PEM text, in file order (Alipay's files hold a chain or several roots). */
export function pemCertificates(text: string): crypto.X509Certificate[] {
  return (text.match(PEM_CERTIFICATE) ?? []).map((block) => new crypto.X509Certificate(block));
}

/**
 * The issuer as RFC 2253 writes it: Node lists the name's attributes one a line in certificate order
 * (C first); RFC 2253 (Java's X500Principal.getName, which Alipay's SN is made from) lists them reversed.
 */
function issuerName(certificate: crypto.X509Certificate): string {
  return certificate.issuer.split('\n').filter(Boolean).reverse().join(',');
}

export function certificateSn(certificate: crypto.X509Certificate): string {
  const serial = BigInt(`0x${certificate.serialNumber}`).toString(10);
  return crypto.createHash('md5').update(`${issuerName(certificate)}${serial}`, 'utf8').digest('hex');
}

/** PKCS#1 signature algorithms (sha1WithRSAEncryption, sha256WithRSAEncryption, ...) share this OID arc. */
const RSA_SIGNATURE_ARC = '1.2.840.113549.1.1.';

/** One DER element's tag, where its content starts and where it ends. */
function derElement(der: Buffer, at: number): { tag: number; start: number; end: number } {
  const tag = der[at] ?? -1;
  let length = der[at + 1] ?? 0;
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes < 1 || bytes > 4) throw new Error('unsupported DER length');
    length = 0;
    for (let i = 0; i < bytes; i += 1) length = length * 256 + (der[start + i] ?? 0);
    start += bytes;
  }
  if (start + length > der.length) throw new Error('truncated DER');
  return { tag, start, end: start + length };
}

function oidText(bytes: Buffer): string {
  const parts: number[] = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (byte & 0x80) continue;
    if (parts.length === 0) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
    else parts.push(value);
    value = 0;
  }
  return parts.join('.');
}

/**
 * The certificate's signature algorithm OID (Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm,
 * signature }); Node's X509Certificate does not expose it.
 */
export function signatureAlgorithmOid(certificate: crypto.X509Certificate): string {
  const der = certificate.raw;
  const outer = derElement(der, 0);
  const tbs = derElement(der, outer.start);
  const algorithm = derElement(der, tbs.end);
  const oid = derElement(der, algorithm.start);
  if (outer.tag !== 0x30 || algorithm.tag !== 0x30 || oid.tag !== 0x06) throw new Error('not an X.509 certificate');
  return oidText(der.subarray(oid.start, oid.end));
}

/**
 * `alipay_root_cert_sn`: Alipay's root file holds several roots (RSA, ECC, SM2); the SNs of those signed
 * with RSA are joined with "_", in file order, as Alipay's SDKs do.
 */
export function rootCertificateSn(text: string): string {
  return pemCertificates(text)
    .filter((certificate) => signatureAlgorithmOid(certificate).startsWith(RSA_SIGNATURE_ARC))
    .map(certificateSn)
    .join('_');
}
