import { Button, Input, Message } from '@arco-design/web-react';
import { ErrorCode, isApiError } from '@site/shared';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../api/security';
import { fieldErrorProps, FormRow } from './form-row';
import { checkPasswordChange, securityMessages } from './security-rules';

const EMPTY = { current: '', password: '', confirm: '' };

/** 修改密码: the current password, the new one twice; other devices are signed out by the server. */
export function ChangePasswordForm({ onOthersSignedOut }: { onOthersSignedOut: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const rules = checkPasswordChange(values);
  const shown = {
    current: (touched ? rules.current : null) ?? (wrongCurrent !== null && wrongCurrent === values.current ? securityMessages.currentWrong : null),
    password: touched ? rules.password : null,
    confirm: touched ? rules.confirm : null,
  };
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rules.current || rules.password || rules.confirm || saving) return;
    setSaving(true);
    try {
      const { signedOut } = await changePassword({ currentPassword: values.current, password: values.password });
      Message.success(signedOut > 0 ? `密码已修改，其他 ${signedOut} 台设备已退出登录` : '密码已修改');
      setValues(EMPTY);
      setTouched(false);
      onOthersSignedOut();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.CurrentPasswordWrong) setWrongCurrent(values.current);
      else Message.error(isApiError(error) && error.fields?.password ? error.fields.password : '修改失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="security-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormRow id="security-current-password" label="当前密码" error={shown.current}>
        <Input.Password id="security-current-password" {...fieldErrorProps('security-current-password', shown.current)} autoComplete="current-password" value={values.current} onChange={set('current')} />
      </FormRow>
      <FormRow id="security-new-password" label="新密码" error={shown.password}>
        <Input.Password id="security-new-password" {...fieldErrorProps('security-new-password', shown.password)} autoComplete="new-password" placeholder="6-64 位" value={values.password} onChange={set('password')} />
      </FormRow>
      <FormRow id="security-confirm-password" label="确认新密码" error={shown.confirm}>
        <Input.Password id="security-confirm-password" {...fieldErrorProps('security-confirm-password', shown.confirm)} autoComplete="new-password" value={values.confirm} onChange={set('confirm')} />
      </FormRow>
      <div className="security-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          修改密码
        </Button>
        <span className="security-note">修改后，其他设备上的登录将全部退出</span>
      </div>
    </form>
  );
}
