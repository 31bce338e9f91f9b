import { Checkbox, Form, Input, Radio } from '@arco-design/web-react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LightCheckboxGroup } from '../light-checkbox-group';
import { LightForm, LightFormItem, lightFieldInputId, scrollToLightField } from '../light-form';
import { LightInput, LightTextArea } from '../light-input';
import { LightRadioGroup } from '../../page-kit/light-radio-group';

// jsdom has no CSS.escape, which user-event's arrow keys use to find the group's other radios by name.
if (!('CSS' in globalThis)) Object.assign(globalThis, { CSS: { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) } });

/** Attributes the light pieces add for screen readers and for the server's first screen, which Arco's lack. */
const ADDED = new Set(['role', 'aria-label', 'name', 'inert', 'tabindex']);

/**
 * What the page looks like to the stylesheet: each element's tag, classes and the attributes the look or the label
 * depend on, and its text. Attribute order and the light pieces' additions (ADDED) are left out.
 */
function shape(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    if (!(node instanceof Element)) return '';
    const attributes = Array.from(node.attributes)
      .filter((attribute) => !ADDED.has(attribute.name) && attribute.name !== 'p-id')
      .map((attribute) => `${attribute.name}=${attribute.name === 'class' ? attribute.value.split(' ').sort().join(' ') : attribute.value}`)
      .sort();
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${Array.from(node.childNodes, walk).join('')}</>`;
  };
  return Array.from(template.content.childNodes, walk).join('\n').replace(/<\/>/g, '</>\n');
}

const CHOICES = [
  { value: 1, label: '在京' },
  { value: 2, label: '不在京' },
];

interface Values {
  name?: string;
  cid?: string;
  temperature?: string;
  where?: number;
  vehicles?: number[];
  remark?: string;
}

function ArcoForm({ values, error }: { values: Values; error?: string }) {
  const status = error ? { validateStatus: 'error' as const, help: <span role="alert">{error}</span> } : {};
  return (
    <Form layout="vertical" initialValues={values}>
      <Form.Item label="姓名" field="name" required {...status} extra={<div>提示</div>}>
        <Input placeholder="请输入姓名" maxLength={40} />
      </Form.Item>
      <Form.Item label="身份证号" field="cid" required>
        <Input placeholder="18 位" maxLength={18} allowClear />
      </Form.Item>
      <Form.Item label="体温" field="temperature">
        <Input placeholder="例如 36.5" suffix="℃" maxLength={4} />
      </Form.Item>
      <Form.Item label="是否在京" field="where" required {...status}>
        <Radio.Group options={CHOICES} />
      </Form.Item>
      <Form.Item label="交通工具" field="vehicles" required>
        <Checkbox.Group options={CHOICES} />
      </Form.Item>
      <Form.Item label="说明" field="remark" required>
        <Input.TextArea placeholder="请描述" maxLength={200} showWordLimit />
      </Form.Item>
      <button type="submit">提交</button>
    </Form>
  );
}

function LightTwin({ values, error, onSubmit = () => undefined }: { values: Values; error?: string; onSubmit?: () => void }) {
  const [current, setCurrent] = useState(values);
  const set = (next: Values) => setCurrent({ ...current, ...next });
  return (
    <LightForm onSubmit={onSubmit}>
      <LightFormItem label="姓名" field="name" required error={error} extra={<div>提示</div>}>
        <LightInput id={lightFieldInputId('name')} value={current.name ?? ''} onChange={(name) => set({ name })} placeholder="请输入姓名" maxLength={40} />
      </LightFormItem>
      <LightFormItem label="身份证号" field="cid" required>
        <LightInput id={lightFieldInputId('cid')} value={current.cid ?? ''} onChange={(cid) => set({ cid })} placeholder="18 位" maxLength={18} allowClear aria-label="身份证号" />
      </LightFormItem>
      <LightFormItem label="体温" field="temperature">
        <LightInput id={lightFieldInputId('temperature')} value={current.temperature ?? ''} onChange={(temperature) => set({ temperature })} placeholder="例如 36.5" suffix="℃" maxLength={4} />
      </LightFormItem>
      <LightFormItem label="是否在京" field="where" required error={error}>
        <LightRadioGroup type="radio" options={CHOICES} value={current.where} onChange={(where) => set({ where })} aria-label="是否在京" />
      </LightFormItem>
      <LightFormItem label="交通工具" field="vehicles" required>
        <LightCheckboxGroup options={CHOICES} value={current.vehicles ?? []} onChange={(vehicles) => set({ vehicles })} aria-label="交通工具" />
      </LightFormItem>
      <LightFormItem label="说明" field="remark" required>
        <LightTextArea id={lightFieldInputId('remark')} value={current.remark ?? ''} onChange={(remark) => set({ remark })} placeholder="请描述" maxLength={200} showWordLimit aria-label="说明" />
      </LightFormItem>
      {/* With more than one field, Enter sends a form only when it has a submit button. */}
      <button type="submit">提交</button>
    </LightForm>
  );
}

/** A control keeping its own value, telling `onChange` each new one. */
function Controlled<T>({ initial, onChange, children }: { initial: T; onChange: (value: T) => void; children: (value: T, change: (next: T) => void) => ReactNode }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {children(value, (next) => {
        setValue(next);
        onChange(next);
      })}
    </>
  );
}

describe('the light form (Arco Form markup, no Arco code)', () => {
  it.each([
    ['empty', {}, undefined],
    ['filled in, with errors', { name: '张三', cid: '110101', temperature: '36.5', where: 2, vehicles: [2], remark: '咳嗽' }, '请输入姓名'],
  ])('draws the markup of Arco’s own form: %s', (_state, values: Values, error) => {
    const light = shape(renderToStaticMarkup(<LightTwin values={values} error={error} />));
    expect(light).toBe(shape(renderToStaticMarkup(<ArcoForm values={values} error={error} />)));
    expect(light).toContain('arco-form-item-control-children');
  });

  it('sends the form on Enter in a field without leaving the page, and types, clears and counts', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<LightTwin values={{}} onSubmit={onSubmit} />);
    await user.type(screen.getByPlaceholderText('请输入姓名'), '张三{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('姓名')).toHaveProperty('value', '张三');

    const cid = screen.getByLabelText('身份证号');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    await user.type(cid, '1101');
    // The box around the input shows the focus, as Arco's.
    expect(cid.parentElement?.className).toContain('arco-input-inner-wrapper-focus');
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(cid).toHaveProperty('value', '');
    expect(document.activeElement).toBe(cid);
    await user.type(cid, '42');
    screen.getByRole('button', { name: '清除' }).focus();
    await user.keyboard('{Enter}');
    expect(cid).toHaveProperty('value', '');

    await user.type(screen.getByLabelText('说明'), '乏力');
    expect(screen.getByText('2/200')).toBeTruthy();
  });

  it('checks and unchecks boxes in a named group, keeping the order they were checked in', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(
      <Controlled initial={[] as number[]} onChange={onChange}>
        {(value, change) => <LightCheckboxGroup aria-label="交通工具" options={CHOICES} value={value} onChange={change} />}
      </Controlled>,
    );
    const group = screen.getByRole('group', { name: '交通工具' });
    await user.click(screen.getByText('不在京'));
    await user.click(screen.getByRole('checkbox', { name: '在京' }));
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    expect(screen.getByRole('checkbox', { name: '不在京' }).closest('label')?.className).toBe('arco-checkbox arco-checkbox-checked');
    screen.getByRole('checkbox', { name: '不在京' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([1]);
    expect(group.querySelectorAll('.arco-checkbox-checked')).toHaveLength(1);
  });

  it('round radios change by click and by the arrow keys', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(
      <Controlled initial={undefined as number | undefined} onChange={onChange}>
        {(value, change) => <LightRadioGroup type="radio" aria-label="是否在京" options={CHOICES} value={value} onChange={change} />}
      </Controlled>,
    );
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByText('在京'));
    expect(screen.getByRole('radio', { name: '在京' }).closest('label')?.className).toBe('arco-radio arco-radio-checked');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('an error is an alert on its field, and scrolling to a field brings its box into view', () => {
    render(<LightTwin values={{}} error="请输入姓名" />);
    expect(screen.getAllByRole('alert')[0].textContent).toBe('请输入姓名');
    const box = document.getElementById('name') as HTMLElement;
    expect(box.closest('.arco-form-item')?.className).toContain('arco-form-item-status-error');
    const scrollIntoView = jest.fn();
    box.scrollIntoView = scrollIntoView;
    scrollToLightField('name');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
  });

  it('sends nothing when the submit is pressed by a click either', () => {
    const onSubmit = jest.fn();
    const { container } = render(<LightTwin values={{}} onSubmit={onSubmit} />);
    const notPrevented = fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(notPrevented).toBe(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
