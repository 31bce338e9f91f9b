import { PROMISE_FORM } from '@site/shared/contract/forms';
import { useState } from 'react';
import { SignatureDialog } from './signature-dialog';

interface SignatureFieldProps {
  value?: string;
  onChange?: (value: string) => void;
}

/** A form control: the saved signature (or a prompt) that opens the signing dialog on tap. */
export function SignatureField({ value, onChange }: SignatureFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="forms-signature-box" onClick={() => setOpen(true)} aria-label={value ? '重新签名' : undefined}>
        {value ? <img src={value} alt="已保存的签名" /> : PROMISE_FORM.sign.prompt}
      </button>
      <SignatureDialog
        visible={open}
        onCancel={() => setOpen(false)}
        onSave={(dataUrl) => {
          onChange?.(dataUrl);
          setOpen(false);
        }}
      />
    </>
  );
}
