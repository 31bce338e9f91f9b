import { IconCalendar } from '@arco-design/web-react/icon';
import { lazy, Suspense } from 'react';

export const BACK_DATE_FORMAT = 'YYYY/MM/DD';
export const BACK_DATE_PLACEHOLDER = '请选择返京日期';

// Arco's picker (its calendar, dayjs parsing) is most of a form page's code, for a field only those who have
// returned fill in: it loads when the field appears.
const BackDatePicker = lazy(() => import('./back-date-picker'));

/** The return date: Arco's date picker, drawn closed (and taking no input) while its code arrives. */
export function BackDateField({ value, onChange }: { value: string | undefined; onChange: (value: string) => void }) {
  return (
    <Suspense fallback={<ClosedPicker value={value} />}>
      <BackDatePicker value={value} onChange={onChange} />
    </Suspense>
  );
}

/** Arco's closed picker markup. */
function ClosedPicker({ value }: { value: string | undefined }) {
  return (
    <div style={{ width: '100%' }} className="arco-picker arco-picker-size-default" inert>
      <div className="arco-picker-input">
        <input placeholder={BACK_DATE_PLACEHOLDER} className="arco-picker-start-time" value={value ?? ''} readOnly />
      </div>
      <div className="arco-picker-suffix">
        <span className="arco-picker-suffix-icon">
          <IconCalendar />
        </span>
      </div>
    </div>
  );
}
