import { IconDown } from '@arco-design/web-react/icon';
import { useTakenOver, type TeacherInfo } from '@site/shared';
import { useState } from 'react';
import '@arco-design/web-react/es/Select/style/index.css';

const ALL_TEACHERS = '全部讲师';

export interface TeacherSelectProps {
  teachers: TeacherInfo[];
  /** Undefined: every teacher. */
  value: number | undefined;
  onChange: (teacherId: number | undefined) => void;
}

/**
 * The teacher filter as a native select in Arco's Select look (its classes, no Arco JavaScript): it is on the
 * catalogue's first screen, which renders before Arco loads (issue 41). 全部讲师 is both the empty look and the
 * choice that clears the filter; the browser's own list gives the keyboard, type-ahead and the phone picker.
 */
export function TeacherSelect({ teachers, value, onChange }: TeacherSelectProps) {
  const [focused, setFocused] = useState(false);
  // Drawn on the server, a teacher picked before the code runs would show but filter nothing: the select takes no
  // input until the code has taken it over.
  const takenOver = useTakenOver();
  const classes = ['arco-select', 'arco-select-single', 'arco-select-size-default', 'course-native-select'];
  if (focused) classes.push('arco-select-focused');
  return (
    <span className={classes.join(' ')} style={{ maxWidth: 240 }} inert={!takenOver}>
      <span className="arco-select-view">
        <select
          aria-label="讲师"
          className={value === undefined ? 'course-native-select__control course-native-select__control--empty' : 'course-native-select__control'}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          <option value="">{ALL_TEACHERS}</option>
          {teachers.map((teacher) => (
            <option key={teacher.id} value={teacher.id}>
              {teacher.nickname || teacher.username}
            </option>
          ))}
        </select>
        <span className="arco-select-suffix course-native-select__arrow" aria-hidden="true">
          <span className="arco-select-arrow-icon">
            <IconDown />
          </span>
        </span>
      </span>
    </span>
  );
}
