import { layoutGantt } from '../gantt-layout';

const item = (classname: string, starttime: string, endtime: string) => ({ classname, starttime, endtime, class_color: '#f00' });

describe('layoutGantt', () => {
  it('places bars by day, both ends inclusive', () => {
    const layout = layoutGantt([item('A', '2026-01-01', '2026-01-10'), item('B', '2026-01-11', '2026-01-20')]);
    expect(layout).not.toBeNull();
    const [a, b] = layout!.bars;
    expect(a.left).toBe(0);
    expect(a.width).toBeCloseTo(50);
    expect(a.days).toBe(10);
    expect(b.left).toBeCloseTo(50);
    expect(b.width).toBeCloseTo(50);
    expect(layout!.months.map((m) => m.label)).toEqual(['2026.01']);
  });

  it('lists each month the range touches', () => {
    const layout = layoutGantt([item('A', '2026-01-20', '2026-03-02')]);
    expect(layout!.months.map((m) => m.label)).toEqual(['2026.01', '2026.02', '2026.03']);
    expect(layout!.months[0].left).toBe(0);
  });

  it('drops the label of a first month only a few days long', () => {
    const layout = layoutGantt([item('A', '2026-01-30', '2026-04-30')]);
    expect(layout!.months.map((m) => m.label)).toEqual(['2026.02', '2026.03', '2026.04']);
    expect(layout!.months[0].left).toBe(0);
  });

  it('gives nothing for no classes and skips unreadable dates', () => {
    expect(layoutGantt([])).toBeNull();
    expect(layoutGantt([item('A', 'soon', 'later')])).toBeNull();
  });
});
