import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pem, writeFiles } from './local-gateway';

/**
 * Certificates as Alipay's 公钥证书 mode hands them out, made with the openssl CLI: a root file with an RSA
 * (sha256), an RSA (sha1) and an ECDSA root; an intermediate CA under the first root; the application's and
 * Alipay's certificates under it, each file holding the certificate then its issuer.
 */
const run = (args: string[]) => execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const CA_SUBJECT = '/C=CN/O=Ant Financial/OU=Certification Authority';

export interface AlipayCertSet {
  dir: string;
  /** File paths. */
  appCert: string;
  alipayCert: string;
  rootCert: string;
  /** The SNs, computed here with openssl's RFC 2253 issuer and serial (independently of the server's code). */
  appCertSn: string;
  alipayCertSn: string;
  alipayRootCertSn: string;
  /** Makes another Alipay certificate under the same intermediate (Alipay rotating its certificate). */
  issueAlipayCert(key: crypto.KeyObject, serialHex: string): { file: string; sn: string };
}

/** md5(issuer in RFC 2253 + serial in decimal), from openssl's own reading of the certificate. */
export function opensslSn(file: string): string {
  const issuer = run(['x509', '-in', file, '-noout', '-issuer', '-nameopt', 'RFC2253']).trim().replace(/^issuer=\s*/, '');
  const serial = run(['x509', '-in', file, '-noout', '-serial']).trim().replace(/^serial=/, '');
  return crypto.createHash('md5').update(`${issuer}${BigInt(`0x${serial}`).toString(10)}`).digest('hex');
}

export function makeAlipayCerts(appKey: crypto.KeyObject, alipayKey: crypto.KeyObject): AlipayCertSet {
  const { dir, paths } = writeFiles({ 'app.key': pem.private(appKey), 'alipay.key': pem.private(alipayKey), 'ca.ext': 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n' });
  const at = (name: string) => path.join(dir, name);
  const selfSigned = (name: string, keyArgs: string[], digest: string, cn: string, serial: string) =>
    run(['req', '-x509', ...keyArgs, '-nodes', '-keyout', at(`${name}.key`), '-out', at(`${name}.pem`), '-subj', `${CA_SUBJECT}/CN=${cn}`, `-${digest}`, '-days', '30', '-set_serial', serial]);
  selfSigned('root-rsa', ['-newkey', 'rsa:2048'], 'sha256', 'Ant Financial Certification Authority R1', '0x623DCDA2B43B42E2');
  selfSigned('root-sha1', ['-newkey', 'rsa:2048'], 'sha1', 'iTrusChina Class 2 Root CA - G3', '0x7B9F2D4');
  selfSigned('root-ec', ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'], 'sha256', 'Ant Financial Certification Authority E1', '0x1E0F');
  run(['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', at('ca.key'), '-out', at('ca.csr'), '-subj', `${CA_SUBJECT}/CN=Ant Financial Certification Authority Class 2 R1`]);
  run(['x509', '-req', '-in', at('ca.csr'), '-CA', at('root-rsa.pem'), '-CAkey', at('root-rsa.key'), '-set_serial', '0x2F61A3', '-days', '30', '-sha256', '-extfile', paths['ca.ext'] ?? '', '-out', at('ca.pem')]);

  const leaf = (keyFile: string, name: string, cn: string, serialHex: string) => {
    run(['req', '-new', '-key', keyFile, '-out', at(`${name}.csr`), '-subj', `/C=CN/O=设计学院/OU=Alipay/CN=${cn}`, '-utf8']);
    run(['x509', '-req', '-in', at(`${name}.csr`), '-CA', at('ca.pem'), '-CAkey', at('ca.key'), '-set_serial', `0x${serialHex}`, '-days', '30', '-sha256', '-out', at(`${name}-leaf.pem`)]);
    const file = at(`${name}.crt`);
    fs.writeFileSync(file, fs.readFileSync(at(`${name}-leaf.pem`), 'utf8') + fs.readFileSync(at('ca.pem'), 'utf8'));
    return { file, sn: opensslSn(at(`${name}-leaf.pem`)) };
  };
  const app = leaf(paths['app.key'] ?? '', 'appCertPublicKey', '2021000122600000', '9A3C5E7F0B1D');
  // A serial with its top bit set: DER writes a leading 00 byte, the decimal must not change.
  const alipay = leaf(paths['alipay.key'] ?? '', 'alipayCertPublicKey_RSA2', '支付宝(中国)网络技术有限公司', 'F0E1D2C3B4A59687');
  const rootCert = at('alipayRootCert.crt');
  const roots = ['root-sha1', 'root-ec', 'root-rsa'];
  fs.writeFileSync(rootCert, roots.map((name) => fs.readFileSync(at(`${name}.pem`), 'utf8')).join(''));
  let rotations = 0;
  return {
    dir,
    appCert: app.file,
    alipayCert: alipay.file,
    rootCert,
    appCertSn: app.sn,
    alipayCertSn: alipay.sn,
    // The RSA roots' SNs in file order: the ECDSA root is left out.
    alipayRootCertSn: [opensslSn(at('root-sha1.pem')), opensslSn(at('root-rsa.pem'))].join('_'),
    issueAlipayCert(key, serialHex) {
      rotations += 1;
      const keyFile = at(`rotated-${rotations}.key`);
      fs.writeFileSync(keyFile, pem.private(key), { mode: 0o600 });
      return leaf(keyFile, `alipayCertPublicKey_RSA2-${rotations}`, '支付宝(中国)网络技术有限公司', serialHex);
    },
  };
}
