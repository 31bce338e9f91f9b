import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SearchBox } from '../search-box';

function Harness({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onSearch={(keyword) => {
        setValue(keyword);
        onSearch(keyword);
      }}
    />
  );
}

describe('SearchBox (spec 5: Enter, or the icon when the value changed)', () => {
  it('searches on Enter every time, and on the icon only after a change', () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const input = screen.getByLabelText('搜索课程');
    const icon = screen.getByRole('button', { name: '搜索' });
    fireEvent.click(icon);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' figma ' } });
    fireEvent.click(icon);
    expect(onSearch).toHaveBeenLastCalledWith('figma');
    fireEvent.click(icon);
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
