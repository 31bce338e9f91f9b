import { DatePicker } from '@arco-design/web-react';
import { BACK_DATE_FORMAT, BACK_DATE_PLACEHOLDER } from './back-date-field';

/** Arco's date picker for the return date: loaded only when the person says they have returned (back-date-field.tsx). */
export default function BackDatePicker({ value, onChange }: { value: string | undefined; onChange: (value: string) => void }) {
  return <DatePicker format={BACK_DATE_FORMAT} placeholder={BACK_DATE_PLACEHOLDER} style={{ width: '100%' }} value={value} onChange={(dateString) => onChange(dateString)} />;
}
