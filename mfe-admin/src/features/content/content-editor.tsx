import { Input, Modal, Select, Switch, type SelectProps } from '@arco-design/web-react';
import { apiErrorMessage, isApiError, useReturnFocus, useSelectKeepsFocus } from '@site/shared';
import { useState } from 'react';
import type { ContentValues } from './api/content';
import { validate, type FieldDef } from './content-fields';
import { ImageField } from './image-field';

export interface EditorRequest {
  title: string;
  fields: FieldDef[];
  values: ContentValues;
  save: (values: ContentValues) => Promise<void>;
}

/** Create or edit one row; problems show under their fields, and the dialog stays open when saving fails. */
/** Arco's Select that keeps the focus after a pick with Enter (a hook per field, so a component per field). */
function FieldSelect(props: SelectProps) {
  const keeps = useSelectKeepsFocus();
  return <Select {...props} {...keeps} />;
}

export function ContentEditor({ request, onClose }: { request: EditorRequest; onClose: () => void }) {
  const [values, setValues] = useState<ContentValues>(request.values);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  // Rendered only while open: its going away closes it.
  useReturnFocus(true);
  const [busy, setBusy] = useState(false);
  const set = (key: string, value: string | number | boolean) => setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const found = validate(request.fields, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError('');
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
      await request.save(trimmed);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.fields) setProblems(failure.fields);
      setError(apiErrorMessage(failure, '保存失败'));
    } finally {
      setBusy(false);
    }
  };

  const control = (field: FieldDef) => {
    const id = `content-field-${field.key}`;
    switch (field.type) {
      case 'text':
        return <Input id={id} value={String(values[field.key] ?? '')} onChange={(v) => set(field.key, v)} maxLength={field.max} placeholder={field.placeholder} />;
      case 'select':
        return <FieldSelect id={id} value={values[field.key] as string | number} onChange={(v: string | number) => set(field.key, v)} options={field.options} />;
      case 'switch':
        return <Switch id={id} checked={Boolean(values[field.key])} onChange={(v) => set(field.key, v)} />;
      case 'image':
        return <ImageField label={field.label} value={String(values[field.key] ?? '')} hint={field.hint} size={field.size} onChange={(url) => set(field.key, url)} />;
    }
  };

  return (
    <Modal title={request.title} visible onOk={() => void save()} onCancel={onClose} okText="保存" cancelText="取消" confirmLoading={busy} unmountOnExit>
      {request.fields.map((field) => (
        <div key={field.key} style={{ marginBottom: 14 }}>
          <div style={{ marginBottom: 4 }}>
            <label htmlFor={`content-field-${field.key}`}>{field.label}</label>
            {'required' in field && field.required ? (
              <span aria-hidden style={{ color: 'rgb(var(--danger-6))' }}>
                {' '}
                *
              </span>
            ) : null}
          </div>
          {control(field)}
          {problems[field.key] ? <div style={{ color: 'rgb(var(--danger-6))', fontSize: 12, marginTop: 2 }}>{problems[field.key]}</div> : null}
        </div>
      ))}
      {error ? (
        <p role="alert" style={{ color: 'rgb(var(--danger-6))' }}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
