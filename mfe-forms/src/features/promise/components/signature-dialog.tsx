import { Button, Input, Modal } from '@arco-design/web-react';
import { useReturnFocus } from '@site/shared';
import { PROMISE_NAME_MAX, signatureStrokesError, typedSignatureError } from '@site/shared/contract/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { TYPED_SIGNATURE_FONT, typedSignatureImage } from '../typed-signature';

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

/** Drawing with a finger or a mouse, or (for the keyboard, issue 42) typing the name, drawn in a kai face. */
type Mode = 'draw' | 'type';

const TYPED_ID = 'forms-typed-signature';

export function SignatureDialog({ visible, onCancel, onSave }: SignatureDialogProps) {
  const padRef = useRef<SignaturePad | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useReturnFocus(visible);
  const [mode, setMode] = useState<Mode>('draw');
  const [typed, setTyped] = useState('');

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
    if (!visible) return;
    setProblem(null);
    setTyped('');
  }, [visible]);

  const clear = () => {
    padRef.current?.clear();
    setTyped('');
    setProblem(null);
  };

  const switchMode = () => {
    setMode(mode === 'draw' ? 'type' : 'draw');
    setProblem(null);
  };

  const save = () => {
    if (mode === 'type') {
      const error = typedSignatureError(typed);
      if (error) setProblem(error);
      else onSave(typedSignatureImage(typed));
      return;
    }
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
      {mode === 'draw' ? (
        <canvas ref={canvasRef} className="forms-signature-canvas" aria-label="签名区域" data-testid="signature-canvas" />
      ) : (
        <>
          <label htmlFor={TYPED_ID} className="forms-signature-label">
            输入本人姓名作为签名
          </label>
          <Input
            id={TYPED_ID}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setProblem(null);
            }}
            // Enter saves, unless it is the input method's own (confirming the characters of a pinyin word). Its
            // default is cancelled: saving hands the focus back to the signature field, which must not take
            // this Enter as a press and open the dialog again.
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              event.preventDefault();
              save();
            }}
            maxLength={PROMISE_NAME_MAX}
            autoComplete="name"
            autoFocus
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${TYPED_ID}-error` : undefined}
          />
          {/* What will be saved, as the picture draws it. */}
          <div className="forms-signature-typed" style={{ fontFamily: TYPED_SIGNATURE_FONT }} aria-hidden="true">
            {typed.trim()}
          </div>
        </>
      )}
      {problem ? (
        <p className="forms-signature-error" role="alert" id={`${TYPED_ID}-error`}>
          {problem}
        </p>
      ) : (
        <p className="forms-signature-hint">{mode === 'draw' ? '请在框内用手指（或鼠标）正楷签写本人姓名' : '按回车或“保存”确认，签名以楷体显示'}</p>
      )}
      {/* The same button in both modes, so the focus stays on it when switching back to drawing. */}
      <Button type="text" size="small" className="forms-signature-switch" onClick={switchMode}>
        {mode === 'draw' ? '无法手写？改用键盘输入姓名' : '改为手写签名'}
      </Button>
    </Modal>
  );
}
