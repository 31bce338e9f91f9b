import { PROMISE_FORM } from '@site/shared/contract/forms';
import { useFirstUse } from '@site/shared';
import { lazy, Suspense, useState } from 'react';

// The dialog (Arco's Modal and the signature pad) loads on the field's first hover, focus or press, not with the page.
const SignatureDialog = lazy(() => import('./signature-dialog').then(({ SignatureDialog }) => ({ default: SignatureDialog })));

interface SignatureFieldProps {
  value?: string;
  onChange?: (value: string) => void;
}

/** A form control: the saved signature (or a prompt) that opens the signing dialog on tap. */
export function SignatureField({ value, onChange }: SignatureFieldProps) {
  const [open, setOpen] = useState(false);
  const { armed, handlers } = useFirstUse();
  return (
    <>
      <button
        type="button"
        className="forms-signature-box"
        {...handlers}
        onClick={() => {
          handlers.onClick();
          setOpen(true);
        }}
        aria-label={value ? '重新签名' : undefined}
      >
        {value ? <img src={value} alt="已保存的签名" /> : PROMISE_FORM.sign.prompt}
      </button>
      {armed ? (
        <Suspense fallback={null}>
          <SignatureDialog
            visible={open}
            onCancel={() => setOpen(false)}
            onSave={(dataUrl) => {
              onChange?.(dataUrl);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
