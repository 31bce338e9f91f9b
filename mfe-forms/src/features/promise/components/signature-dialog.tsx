import { Button, Modal } from '@arco-design/web-react';
import { signatureStrokesError } from '@site/shared/contract/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

interface SignatureDialogProps {
  visible: boolean;
  onCancel: () => void;
  /** Called with the PNG data URL once the strokes are long enough. */
  onSave: (dataUrl: string) => void;
}

/** Sizes the canvas to its box at the device's pixel ratio, so strokes stay sharp and under the finger. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  // offset sizes ignore the dialog's opening zoom transform, unlike getBoundingClientRect.
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  if (!width || !height) return;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
}

export function SignatureDialog({ visible, onCancel, onSave }: SignatureDialogProps) {
  const padRef = useRef<SignaturePad | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A callback ref: the canvas exists only while the dialog is open.
  const canvasRef = useCallback((canvas: HTMLCanvasElement | null) => {
    padRef.current?.off();
    padRef.current = null;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1d2129', backgroundColor: 'rgb(255,255,255)' });
    padRef.current = pad;
    fitCanvas(canvas, pad);
    pad.addEventListener('beginStroke', () => setProblem(null));
  }, []);

  useEffect(() => {
    if (visible) setProblem(null);
  }, [visible]);

  const clear = () => {
    padRef.current?.clear();
    setProblem(null);
  };

  const save = () => {
    const pad = padRef.current;
    if (!pad) return;
    const error = signatureStrokesError(pad.toData());
    if (error) {
      setProblem(error);
      return;
    }
    onSave(pad.toDataURL('image/png'));
  };

  return (
    <Modal
      title="手写签名"
      visible={visible}
      onCancel={onCancel}
      maskClosable={false}
      unmountOnExit
      style={{ width: 'calc(100vw - 24px)', maxWidth: 520 }}
      footer={
        <>
          <Button onClick={clear}>清除</Button>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" onClick={save}>
            保存
          </Button>
        </>
      }
    >
      <canvas ref={canvasRef} className="forms-signature-canvas" aria-label="签名区域" data-testid="signature-canvas" />
      {problem ? (
        <p className="forms-signature-error" role="alert">
          {problem}
        </p>
      ) : (
        <p className="forms-signature-hint">请在框内用手指（或鼠标）正楷签写本人姓名</p>
      )}
    </Modal>
  );
}
