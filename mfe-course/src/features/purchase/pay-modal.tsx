import { Button, Modal } from '@arco-design/web-react';
import { fenToYuan, LightSpin, useReturnFocus } from '@site/shared';
import { lazy, Suspense } from 'react';
import type { PurchaseFlow } from './use-purchase';

const PayQrCode = lazy(() => import('./pay-qr-code'));

interface PayModalProps {
  flow: PurchaseFlow;
  title: string;
  priceFen: number;
}

/**
 * The QR modal of spec 4: scan to pay, the amount, and 二维码已过期 with a new-QR button after 15 minutes. Closed,
 * it gives the focus back to what opened it (购买, or a locked lesson).
 */
export function PayModal({ flow, title, priceFen }: PayModalProps) {
  const visible = flow.phase !== 'closed';
  useReturnFocus(visible);
  return (
    <Modal title="扫码支付" visible={visible} footer={null} onCancel={flow.cancel} maskClosable={false} style={{ width: 360, maxWidth: '92vw' }}>
      <div style={{ textAlign: 'center' }}>
        <p style={{ margin: '0 0 4px' }}>{title}</p>
        <p style={{ margin: '0 0 12px', fontSize: 22, fontWeight: 600, color: 'rgb(var(--orangered-6))' }}>¥{fenToYuan(priceFen)}</p>
        {flow.phase === 'creating' ? <LightSpin tip="正在生成二维码…" style={{ margin: '64px 0' }} /> : null}
        {flow.phase === 'waiting' ? (
          <>
            <div style={{ display: 'inline-block', padding: 8, background: '#fff' }}>
              <Suspense fallback={<div style={{ width: 200, height: 200 }} />}>
                <PayQrCode value={flow.codeUrl} />
              </Suspense>
            </div>
            <p style={{ color: 'var(--color-text-3)' }}>请使用手机扫码支付，二维码 15 分钟内有效</p>
            <p style={{ fontSize: 12 }}>
              <a href={flow.codeUrl} target="_blank" rel="noopener noreferrer">
                在新页面打开支付链接
              </a>
            </p>
          </>
        ) : null}
        {flow.phase === 'expired' ? (
          <div role="alert" style={{ padding: '48px 0' }}>
            <p>二维码已过期</p>
            <Button type="primary" onClick={flow.start}>
              重新获取二维码
            </Button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
