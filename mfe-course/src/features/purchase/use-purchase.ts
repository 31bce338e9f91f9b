import { isApiError, PAY_QR_VALID_MS, PURCHASE_POLL_MS, showToast } from '@site/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkPurchase, purchaseCourse } from '../../api/purchase';

export type PurchasePhase = 'closed' | 'creating' | 'waiting' | 'expired';

export interface PurchaseFlow {
  phase: PurchasePhase;
  codeUrl: string;
  /** Opens the modal with a fresh QR (also "重新获取" after expiry). */
  start: () => void;
  /** Closes the modal, stops polling and checks once (the user may have paid just now). */
  cancel: () => void;
}

/**
 * The purchase of spec 4: POST course/purchase, then GET course/check/purchase every 2 s until
 * hasPurchase; the QR expires after 15 minutes (or the server's expiresAt, whichever is sooner).
 * Every timer stops on success, cancel, expiry and unmount.
 */
export function usePurchase(courseId: number, onPaid: () => void): PurchaseFlow {
  const [phase, setPhase] = useState<PurchasePhase>('closed');
  const [codeUrl, setCodeUrl] = useState('');
  const timers = useRef<{ poll?: ReturnType<typeof setInterval>; expiry?: ReturnType<typeof setTimeout> }>({});
  const mounted = useRef(true);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  const stop = useCallback(() => {
    clearInterval(timers.current.poll);
    clearTimeout(timers.current.expiry);
    timers.current = {};
  }, []);

  const paid = useCallback(() => {
    stop();
    if (!mounted.current) return;
    setPhase('closed');
    void showToast('success', '购买成功');
    onPaidRef.current();
  }, [stop]);

  const start = useCallback(() => {
    stop();
    setPhase('creating');
    purchaseCourse(courseId).then(
      (result) => {
        if (!mounted.current) return;
        setCodeUrl(result.payInfo.codeUrl);
        setPhase('waiting');
        const serverLeft = Date.parse(result.payInfo.expiresAt) - Date.now();
        const validFor = Number.isFinite(serverLeft) && serverLeft > 0 ? Math.min(serverLeft, PAY_QR_VALID_MS) : PAY_QR_VALID_MS;
        timers.current.expiry = setTimeout(() => {
          stop();
          if (mounted.current) setPhase('expired');
        }, validFor);
        timers.current.poll = setInterval(() => {
          checkPurchase(courseId).then(
            (check) => {
              if (check.hasPurchase && timers.current.poll !== undefined) paid();
            },
            // A failed poll is retried by the next tick.
            () => undefined,
          );
        }, PURCHASE_POLL_MS);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setPhase('closed');
        void showToast('error', isApiError(error) ? error.message : '下单失败，请稍后重试');
      },
    );
  }, [courseId, stop, paid]);

  const cancel = useCallback(() => {
    stop();
    setPhase('closed');
    checkPurchase(courseId).then(
      (check) => {
        if (check.hasPurchase && mounted.current) {
          void showToast('success', '购买成功');
          onPaidRef.current();
        }
      },
      () => undefined,
    );
  }, [courseId, stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stop();
    };
  }, [stop]);

  return { phase, codeUrl, start, cancel };
}
