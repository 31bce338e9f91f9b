import { LightButton, showToast } from '@site/shared';
import { GO_DISEASE_AREA, PROMISE_FORM, PROMISE_IN_BEIJING, TEL_LENGTH, TOUCH, VEHICLES, needsVehicleNum, normalizePromise, validatePromise, type PromiseField } from '@site/shared/contract/forms';
import { LightCheckboxGroup, LightForm, LightFormItem, LightInput, scrollToLightField } from '@site/shared/light-form';
import { LightRadioGroup } from '@site/shared/page-kit';
import { useState } from 'react';
import { describeSubmitFailure } from '../../forms-ui/submit-failure';
import { useFormFields } from '../../forms-ui/use-form-fields';
import { submitPromise } from '../api/submit-promise';
import { BackDateField } from './back-date-field';
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
  const { values, set, setError, errorOf, valueProps, textProps } = useFormFields<PromiseValues, PromiseField>();
  const vehicle = values.vehicle ?? [];
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const error = validatePromise(values);
    if (error) {
      setError(error);
      scrollToLightField(error.field);
      return;
    }
    setSubmitting(true);
    try {
      await submitPromise(normalizePromise(values));
      void showToast('success', '提交成功');
      onDone();
    } catch (failure) {
      const { fieldError, message } = describeSubmitFailure(failure, FIELDS, '提交失败，请稍后重试');
      if (fieldError) setError(fieldError);
      void showToast('warning', message);
    } finally {
      setSubmitting(false);
    }
  };

  /** A one-line text field of the spec's form (its label, placeholder and rules from the contract). */
  const textItem = (field: 'name' | 'tel' | 'address', input: { maxLength: number; autoComplete: string; inputMode?: 'numeric' }) => (
    <LightFormItem label={PROMISE_FORM[field].label} field={field} required error={errorOf(field)}>
      <LightInput
        {...textProps(field)}
        placeholder={PROMISE_FORM[field].placeholder}
        aria-label={PROMISE_FORM[field].label}
        {...input}
      />
    </LightFormItem>
  );

  return (
    <LightForm onSubmit={() => void submit()} aria-label="健康承诺书">
      {textItem('name', { maxLength: 40, autoComplete: 'name' })}
      {textItem('tel', { maxLength: TEL_LENGTH, autoComplete: 'tel', inputMode: 'numeric' })}
      {textItem('address', { maxLength: 200, autoComplete: 'street-address' })}
      <LightFormItem label={PROMISE_FORM.inBeijing.label} field="inBeijing" required error={errorOf('inBeijing')}>
        <LightRadioGroup type="radio" options={PROMISE_IN_BEIJING} {...valueProps('inBeijing')} aria-label={PROMISE_FORM.inBeijing.label} />
      </LightFormItem>
      {values.inBeijing === 1 && (
        <>
          <LightFormItem label="返京日期" field="backDate" required error={errorOf('backDate')}>
            <BackDateField {...valueProps('backDate')} />
          </LightFormItem>
          <LightFormItem label="返京交通工具（可多选）" field="vehicle" required error={errorOf('vehicle')}>
            <LightCheckboxGroup options={VEHICLES} value={vehicle} onChange={(value) => set('vehicle', value)} aria-label="返京交通工具" />
          </LightFormItem>
          {needsVehicleNum(vehicle) && (
            <LightFormItem label="车次/航班号" field="vehicleNum" required error={errorOf('vehicleNum')}>
              <LightInput
                {...textProps('vehicleNum')}
                placeholder="例如 G101 或 CA1234，多个用逗号分隔"
                maxLength={40}
                aria-label="车次/航班号"
              />
            </LightFormItem>
          )}
        </>
      )}
      <LightFormItem label={PROMISE_FORM.goDiseaseArea.label} field="goDiseaseArea" required error={errorOf('goDiseaseArea')}>
        <LightRadioGroup type="radio" options={GO_DISEASE_AREA} {...valueProps('goDiseaseArea')} aria-label={PROMISE_FORM.goDiseaseArea.label} />
      </LightFormItem>
      <LightFormItem label={PROMISE_FORM.touch.label} field="touch" required error={errorOf('touch')}>
        <LightRadioGroup type="radio" options={TOUCH} {...valueProps('touch')} aria-label={PROMISE_FORM.touch.label} />
      </LightFormItem>
      <p className="forms-intro">{PROMISE_FORM.pledge}</p>
      <LightFormItem label={PROMISE_FORM.sign.label} field="sign" required error={errorOf('sign')}>
        <SignatureField {...valueProps('sign')} />
      </LightFormItem>
      <LightButton type="primary" htmlType="submit" size="large" long loading={submitting}>
        {PROMISE_FORM.submit}
      </LightButton>
    </LightForm>
  );
}
