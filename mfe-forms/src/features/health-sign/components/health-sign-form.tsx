import { Button, Form, Input, Message, Radio } from '@arco-design/web-react';
import { CID_LENGTH, HEALTH_IN_BEIJING, IS_HEALTH, normalizeHealthSign, validateHealthSign, type HealthSignField } from '@site/shared/contract/forms';
import { useState } from 'react';
import { describeSubmitFailure } from '../../forms-ui/submit-failure';
import { useFieldError } from '../../forms-ui/use-field-error';
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
  const [form] = Form.useForm<HealthSignValues>();
  const isHealth = Form.useWatch('isHealth', form) as HealthSignValues['isHealth'];
  const { itemProps, setError, clearIfChanged } = useFieldError<HealthSignField>();
  const member = useMemberLookup();
  const [submitting, setSubmitting] = useState(false);

  const onCidChange = (value: string) => {
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
    const values = form.getFieldsValue();
    const lookup = await member.ensure(values.cid ?? '');
    // A look-up that failed (network, rate limit) proves nothing either way: the server re-checks the member.
    const error = validateHealthSign(values, { memberFound: lookup.status === 'found' || lookup.status === 'failed' });
    if (error) {
      setError(error);
      form.scrollToField(error.field);
      return;
    }
    setSubmitting(true);
    try {
      await submitHealthSign(normalizeHealthSign(values));
      Message.success('签到成功');
      onDone();
    } catch (failure) {
      const { fieldError, message } = describeSubmitFailure(failure, FIELDS, '签到失败，请稍后重试');
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
      aria-label="每日健康签到"
    >
      <Form.Item label="身份证号" field="cid" required {...itemProps('cid')} extra={<MemberHint state={member.state} />}>
        <Input
          placeholder="请输入 18 位身份证号"
          maxLength={CID_LENGTH}
          autoComplete="off"
          allowClear
          onChange={onCidChange}
          aria-label="身份证号"
        />
      </Form.Item>
      <Form.Item label="目前是否在京" field="inBeijing" required {...itemProps('inBeijing')}>
        <Radio.Group options={HEALTH_IN_BEIJING} aria-label="目前是否在京" />
      </Form.Item>
      <Form.Item label="身体状况" field="isHealth" required {...itemProps('isHealth')}>
        <Radio.Group options={IS_HEALTH} aria-label="身体状况" />
      </Form.Item>
      <Form.Item label="体温" field="temperature" required {...itemProps('temperature')}>
        <Input placeholder="例如 36.5" inputMode="decimal" suffix="℃" maxLength={4} aria-label="体温" />
      </Form.Item>
      {isHealth === 2 && (
        <Form.Item label="不适情况说明" field="remark" required {...itemProps('remark')}>
          <Input.TextArea placeholder="请描述具体症状，如咳嗽、乏力等" maxLength={200} showWordLimit aria-label="不适情况说明" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
        提交签到
      </Button>
    </Form>
  );
}
