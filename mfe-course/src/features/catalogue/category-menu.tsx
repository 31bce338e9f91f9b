import { Menu, Radio } from '@arco-design/web-react';
import { useMediaMatch } from '../../hooks/use-media-query';
import type { CategoryGroup } from '@site/shared';

export interface CategoryMenuProps {
  groups: CategoryGroup[];
  groupId?: number;
  categoryId?: number;
  onChange: (selection: { groupId?: number; categoryId?: number }) => void;
}

const ALL = 'all';
/** The width at which the menu becomes a row of chips (course-catalogue.css says the same). */
const NARROW = '(max-width: 768px)';

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
  const chips = (
    <nav aria-label="课程分类" className="category-menu--narrow">
      <Radio.Group type="button" size="small" value={selected} onChange={select}>
        <Radio value={ALL}>全部课程</Radio>
        {groups.flatMap((group) => [
          <Radio key={`g-${group.id}`} value={`g-${group.id}`}>
            {group.name}
          </Radio>,
          ...group.categories.map((category) => (
            <Radio key={`c-${category.id}`} value={`c-${category.id}`}>
              {category.name}
            </Radio>
          )),
        ])}
      </Radio.Group>
    </nav>
  );
  const menu = (
    <nav aria-label="课程分类" className="category-menu--wide">
      <Menu selectedKeys={[selected]} onClickMenuItem={select} autoOpen style={{ width: '100%' }}>
        <Menu.Item key={ALL}>全部课程</Menu.Item>
        {groups.map((group) => (
          <Menu.ItemGroup key={`group-${group.id}`} title={group.name}>
            <Menu.Item key={`g-${group.id}`}>全部{group.name}</Menu.Item>
            {group.categories.map((category) => (
              <Menu.Item key={`c-${category.id}`}>{category.name}</Menu.Item>
            ))}
          </Menu.ItemGroup>
        ))}
      </Menu>
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
