import { DatePicker } from '@arco-design/web-react';
import { useState } from 'react';
import { BACK_DATE_FORMAT, BACK_DATE_INPUT_ID, BACK_DATE_PLACEHOLDER, type BackDateFieldProps } from './back-date-field';

/**
 * Arco's date picker for the return date: loaded only when the person says they have returned (back-date-field.tsx).
 * `focused`: the box drawn while it loaded had the focus, which this one takes over as it is drawn.
 */
export default function BackDatePicker({ value, onChange, focused }: BackDateFieldProps & { focused: boolean }) {
  // Open whenever the input has the focus: Arco's picker, closed, opens on the first key typed and then drops that key
  // (a keyboard user typing 2026/02/20 got 026/02/20, refused). Open already, it takes every key.
  const [open, setOpen] = useState(false);
  return (
    <DatePicker
      format={BACK_DATE_FORMAT}
      placeholder={BACK_DATE_PLACEHOLDER}
      style={{ width: '100%' }}
      value={value}
      onChange={(dateString) => onChange(dateString)}
      popupVisible={open}
      onVisibleChange={(visible) => setOpen(Boolean(visible))}
      inputProps={{ id: BACK_DATE_INPUT_ID, autoFocus: focused, onFocus: () => setOpen(true) }}
    />
  );
}
