import { IconCalendar } from '@arco-design/web-react/icon';
import { lightFieldInputId } from '@site/shared/light-form';
import { lazy, Suspense, useState } from 'react';

export const BACK_DATE_FORMAT = 'YYYY/MM/DD';
export const BACK_DATE_PLACEHOLDER = '请选择返京日期';
/** The input the field's label (返京日期) names, in the box drawn while loading and in the picker. */
export const BACK_DATE_INPUT_ID = lightFieldInputId('backDate');

// Arco's picker (its calendar, dayjs parsing) is most of a form page's code, for a field only those who have
// returned fill in: it loads when the field appears.
const BackDatePicker = lazy(() => import('./back-date-picker'));

export interface BackDateFieldProps {
  value: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The return date: Arco's date picker, drawn closed while its code arrives. That box takes the focus (a keyboard user
 * who tabs on at once is not sent past the field) and hands it to the picker when it comes; it takes no typing.
 */
export function BackDateField({ value, onChange }: BackDateFieldProps) {
  const [focused, setFocused] = useState(false);
  return (
    <Suspense fallback={<ClosedPicker value={value} onFocusChange={setFocused} />}>
      <BackDatePicker value={value} onChange={onChange} focused={focused} />
    </Suspense>
  );
}

/** Arco's closed picker markup. */
function ClosedPicker({ value, onFocusChange }: { value: string | undefined; onFocusChange: (focused: boolean) => void }) {
  return (
    <div style={{ width: '100%' }} className="arco-picker arco-picker-size-default">
      <div className="arco-picker-input">
        <input
          id={BACK_DATE_INPUT_ID}
          placeholder={BACK_DATE_PLACEHOLDER}
          className="arco-picker-start-time"
          value={value ?? ''}
          readOnly
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
        />
      </div>
      <div className="arco-picker-suffix">
        <span className="arco-picker-suffix-icon">
          <IconCalendar />
        </span>
      </div>
    </div>
  );
}
