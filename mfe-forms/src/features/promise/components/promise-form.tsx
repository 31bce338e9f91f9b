import { Button, Checkbox, DatePicker, Form, Input, Message, Radio } from '@arco-design/web-react';
import { GO_DISEASE_AREA, PROMISE_FORM, PROMISE_IN_BEIJING, TEL_LENGTH, TOUCH, VEHICLES, needsVehicleNum, normalizePromise, validatePromise, type PromiseField } from '@site/shared/contract/forms';
import { useTakenOver } from '@site/shared';
import { useState } from 'react';
import { describeSubmitFailure } from '../../forms-ui/submit-failure';
import { useFieldError } from '../../forms-ui/use-field-error';
import { submitPromise } from '../api/submit-promise';
import { SignatureField } from './signature-field';

interface PromiseValues {
  name?: string;
  tel?: string;
  address?: string;
  inBeijing?: 1 | 2 | 3;
  backDate?: string;
  vehicle?: number[];
  vehicleNum?: string;
  goDiseaseArea?: 1 | 2 | 3;
  touch?: 1 | 2 | 3;
  sign?: string;
}

const FIELDS: PromiseField[] = ['name', 'tel', 'address', 'inBeijing', 'backDate', 'vehicle', 'vehicleNum', 'goDiseaseArea', 'touch', 'sign'];

export function PromiseForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<PromiseValues>();
  const inBeijing = Form.useWatch('inBeijing', form) as PromiseValues['inBeijing'];
  const vehicle = (Form.useWatch('vehicle', form) as PromiseValues['vehicle']) ?? [];
  const { itemProps, setError, clearIfChanged } = useFieldError<PromiseField>();
  const [submitting, setSubmitting] = useState(false);
  // Drawn on the server, the form takes no input until its code runs: what was typed before would be lost.
  const takenOver = useTakenOver();

  const submit = async () => {
    const values = form.getFieldsValue();
    const error = validatePromise(values);
    if (error) {
      setError(error);
      form.scrollToField(error.field);
      return;
    }
    setSubmitting(true);
    try {
      await submitPromise(normalizePromise(values));
      Message.success('提交成功');
      onDone();
    } catch (failure) {
      const { fieldError, message } = describeSubmitFailure(failure, FIELDS, '提交失败，请稍后重试');
      if (fieldError) setError(fieldError);
      Message.warning(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onValuesChange={(changed) => clearIfChanged(changed)}
      onSubmit={() => void submit()}
      aria-label="健康承诺书"
      inert={!takenOver}
    >
      <Form.Item label={PROMISE_FORM.name.label} field="name" required {...itemProps('name')}>
        <Input placeholder={PROMISE_FORM.name.placeholder} maxLength={40} autoComplete="name" aria-label={PROMISE_FORM.name.label} />
      </Form.Item>
      <Form.Item label={PROMISE_FORM.tel.label} field="tel" required {...itemProps('tel')}>
        <Input placeholder={PROMISE_FORM.tel.placeholder} inputMode="numeric" maxLength={TEL_LENGTH} autoComplete="tel" aria-label={PROMISE_FORM.tel.label} />
      </Form.Item>
      <Form.Item label={PROMISE_FORM.address.label} field="address" required {...itemProps('address')}>
        <Input placeholder={PROMISE_FORM.address.placeholder} maxLength={200} autoComplete="street-address" aria-label={PROMISE_FORM.address.label} />
      </Form.Item>
      <Form.Item label={PROMISE_FORM.inBeijing.label} field="inBeijing" required {...itemProps('inBeijing')}>
        <Radio.Group options={PROMISE_IN_BEIJING} aria-label={PROMISE_FORM.inBeijing.label} />
      </Form.Item>
      {inBeijing === 1 && (
        <>
          <Form.Item label="返京日期" field="backDate" required {...itemProps('backDate')}>
            <DatePicker format="YYYY/MM/DD" placeholder="请选择返京日期" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="返京交通工具（可多选）" field="vehicle" required {...itemProps('vehicle')}>
            <Checkbox.Group options={VEHICLES} aria-label="返京交通工具" />
          </Form.Item>
          {needsVehicleNum(vehicle) && (
            <Form.Item label="车次/航班号" field="vehicleNum" required {...itemProps('vehicleNum')}>
              <Input placeholder="例如 G101 或 CA1234，多个用逗号分隔" maxLength={40} aria-label="车次/航班号" />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item label={PROMISE_FORM.goDiseaseArea.label} field="goDiseaseArea" required {...itemProps('goDiseaseArea')}>
        <Radio.Group options={GO_DISEASE_AREA} aria-label={PROMISE_FORM.goDiseaseArea.label} />
      </Form.Item>
      <Form.Item label={PROMISE_FORM.touch.label} field="touch" required {...itemProps('touch')}>
        <Radio.Group options={TOUCH} aria-label={PROMISE_FORM.touch.label} />
      </Form.Item>
      <p className="forms-intro">{PROMISE_FORM.pledge}</p>
      <Form.Item label={PROMISE_FORM.sign.label} field="sign" required {...itemProps('sign')}>
        <SignatureField />
      </Form.Item>
      <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
        {PROMISE_FORM.submit}
      </Button>
    </Form>
  );
}
