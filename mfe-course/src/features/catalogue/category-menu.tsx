import { type CategoryGroup } from '@site/shared';
import { LightRadioGroup } from '@site/shared/page-kit';
import type { KeyboardEvent, ReactNode } from 'react';
import { useMediaMatch } from '../../hooks/use-media-query';
import '@arco-design/web-react/es/Menu/style/index.css';

export interface CategoryMenuProps {
  groups: CategoryGroup[];
  groupId?: number;
  categoryId?: number;
  onChange: (selection: { groupId?: number; categoryId?: number }) => void;
}

const ALL = 'all';
/** The width at which the menu becomes a row of chips (course-catalogue.css says the same). */
const NARROW = '(max-width: 768px)';

/**
 * One item of Arco's vertical Menu, drawn as its markup (same classes and roles, no Arco JavaScript): reached
 * with Tab and chosen with a click or Enter, as Arco's are; Space too, as for any button-like item. An item
 * in a group carries Arco's indent. aria-current tells a screen reader which one is chosen.
 */
function MenuItem({ selected, indented, onSelect, children }: { selected: boolean; indented: boolean; onSelect: () => void; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect();
  };
  const classes = ['arco-menu-item'];
  if (selected) classes.push('arco-menu-selected');
  if (indented) classes.push('arco-menu-item-indented');
  return (
    <div tabIndex={0} role="menuitem" aria-current={selected || undefined} className={classes.join(' ')} onClick={onSelect} onKeyDown={onKeyDown}>
      {indented ? (
        <>
          <span>
            <span className="arco-menu-indent" />
          </span>
          <span className="arco-menu-item-inner" style={{ display: 'block' }}>
            {children}
          </span>
        </>
      ) : (
        children
      )}
    </div>
  );
}

/** The left menu: 全部课程, then each group with its categories (spec 2). */
export function CategoryMenu({ groups, groupId, categoryId, onChange }: CategoryMenuProps) {
  const selected = categoryId !== undefined ? `c-${categoryId}` : groupId !== undefined ? `g-${groupId}` : ALL;
  const select = (key: string) => {
    if (key === ALL) return onChange({ groupId: undefined, categoryId: undefined });
    const [kind, id] = key.split('-');
    const group = kind === 'g' ? Number(id) : groups.find((g) => g.categories.some((c) => c.id === Number(id)))?.id;
    onChange({ groupId: group, categoryId: kind === 'c' ? Number(id) : undefined });
  };
  // On narrow screens a tall menu would push the courses away: one scrollable row of chips instead. Until the
  // screen is known (a page rendered on the server), both are drawn and the stylesheet shows one.
  const narrow = useMediaMatch(NARROW);
  const chipOptions = [
    { value: ALL, label: '全部课程' },
    ...groups.flatMap((group) => [{ value: `g-${group.id}`, label: group.name }, ...group.categories.map((category) => ({ value: `c-${category.id}`, label: category.name }))]),
  ];
  const chips = (
    <nav aria-label="课程分类" className="category-menu--narrow">
      <LightRadioGroup size="small" options={chipOptions} value={selected} onChange={select} />
    </nav>
  );
  const item = (key: string, label: string, indented: boolean) => (
    <MenuItem key={key} selected={selected === key} indented={indented} onSelect={() => select(key)}>
      {label}
    </MenuItem>
  );
  const menu = (
    <nav aria-label="课程分类" className="category-menu--wide">
      <div role="menu" style={{ width: '100%' }} className="arco-menu arco-menu-light arco-menu-vertical">
        <div className="arco-menu-inner">
          {item(ALL, '全部课程', false)}
          {groups.map((group) => (
            <div key={group.id} className="arco-menu-group">
              <div className="arco-menu-group-title">
                <span>{group.name}</span>
              </div>
              {item(`g-${group.id}`, `全部${group.name}`, true)}
              {group.categories.map((category) => item(`c-${category.id}`, category.name, true))}
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
  if (narrow === undefined) {
    return (
      <>
        {chips}
        {menu}
      </>
    );
  }
  return narrow ? chips : menu;
}
