import { LightButton, showToast } from '@site/shared';
import { CID_LENGTH, HEALTH_IN_BEIJING, IS_HEALTH, normalizeHealthSign, validateHealthSign, type HealthSignField } from '@site/shared/contract/forms';
import { LightForm, LightFormItem, LightInput, LightTextArea, scrollToLightField } from '@site/shared/light-form';
import { LightRadioGroup } from '@site/shared/page-kit';
import { useState } from 'react';
import { describeSubmitFailure } from '../../forms-ui/submit-failure';
import { useFormFields } from '../../forms-ui/use-form-fields';
import { submitHealthSign } from '../api/submit-health-sign';
import { useMemberLookup } from '../use-member-lookup';
import { MemberHint } from './member-hint';

interface HealthSignValues {
  cid?: string;
  inBeijing?: 1 | 2;
  isHealth?: 1 | 2;
  temperature?: string;
  remark?: string;
}

const FIELDS: HealthSignField[] = ['cid', 'inBeijing', 'isHealth', 'temperature', 'remark'];
const NOT_FOUND = '未找到该身份证号对应的学员';

export function HealthSignForm({ onDone }: { onDone: () => void }) {
  const { values, set, setError, errorOf, valueProps, textProps } = useFormFields<HealthSignValues, HealthSignField>();
  const member = useMemberLookup();
  const [submitting, setSubmitting] = useState(false);

  const onCidChange = (value: string) => {
    set('cid', value);
    // Spec 5: the look-up fires when the 18th character is typed; a miss is an error right away.
    if (value.trim().length !== CID_LENGTH) {
      void member.lookup('');
      return;
    }
    void member.lookup(value).then((state) => {
      if (state.status === 'not-found') setError({ field: 'cid', message: NOT_FOUND });
    });
  };

  const submit = async () => {
    const lookup = await member.ensure(values.cid ?? '');
    // A look-up that failed (network, rate limit) proves nothing either way: the server re-checks the member.
    const error = validateHealthSign(values, { memberFound: lookup.status === 'found' || lookup.status === 'failed' });
    if (error) {
      setError(error);
      scrollToLightField(error.field);
      return;
    }
    setSubmitting(true);
    try {
      await submitHealthSign(normalizeHealthSign(values));
      void showToast('success', '签到成功');
      onDone();
    } catch (failure) {
      const { fieldError, message } = describeSubmitFailure(failure, FIELDS, '签到失败，请稍后重试');
      if (fieldError) setError(fieldError);
      void showToast('warning', message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <LightForm onSubmit={() => void submit()} aria-label="每日健康签到">
      <LightFormItem label="身份证号" field="cid" required error={errorOf('cid')} extra={<MemberHint state={member.state} />}>
        <LightInput
          {...textProps('cid')}
          onChange={onCidChange}
          placeholder="请输入 18 位身份证号"
          maxLength={CID_LENGTH}
          autoComplete="off"
          allowClear
          aria-label="身份证号"
        />
      </LightFormItem>
      <LightFormItem label="目前是否在京" field="inBeijing" required error={errorOf('inBeijing')}>
        <LightRadioGroup type="radio" options={HEALTH_IN_BEIJING} {...valueProps('inBeijing')} aria-label="目前是否在京" />
      </LightFormItem>
      <LightFormItem label="身体状况" field="isHealth" required error={errorOf('isHealth')}>
        <LightRadioGroup type="radio" options={IS_HEALTH} {...valueProps('isHealth')} aria-label="身体状况" />
      </LightFormItem>
      <LightFormItem label="体温" field="temperature" required error={errorOf('temperature')}>
        <LightInput
          {...textProps('temperature')}
          placeholder="例如 36.5"
          inputMode="decimal"
          suffix="℃"
          maxLength={4}
          aria-label="体温"
        />
      </LightFormItem>
      {values.isHealth === 2 && (
        <LightFormItem label="不适情况说明" field="remark" required error={errorOf('remark')}>
          <LightTextArea
            {...textProps('remark')}
            placeholder="请描述具体症状，如咳嗽、乏力等"
            maxLength={200}
            showWordLimit
            aria-label="不适情况说明"
          />
        </LightFormItem>
      )}
      <LightButton type="primary" htmlType="submit" size="large" long loading={submitting}>
        提交签到
      </LightButton>
    </LightForm>
  );
}
