import { users } from '../modules/account/tables';
import type { DbOrTx } from '../platform/db';
import { hashPassword } from '../platform/password';
import type { SeedImageKind, UserRow } from './context';
import { AREA_CODES, makeIdNumber } from './id-number';
import { intBetween, pick } from './rng';

/** Every demo account signs in with this password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'demo1234';

/** The demo member's ID number, for trying the health sign-in form. */
export const DEMO_MEMBER_CID = makeIdNumber('110101', new Date(Date.UTC(1998, 4, 20)), 123);

const TEACHERS: Array<{ username: string; nickname: string; wechat: string; initials: string }> = [
  { username: 'teacher', nickname: '林小设', wechat: 'linxiaoshe_design', initials: 'LX' },
  { username: 'chenmo', nickname: '陈默老师', wechat: 'chenmo_ui', initials: 'CM' },
  { username: 'sunyue', nickname: '孙悦', wechat: 'sunyue-motion', initials: 'SY' },
  { username: 'zhouyi_art', nickname: '周一一', wechat: 'zhouyi_art', initials: 'ZY' },
  { username: 'wangfan', nickname: '王帆 Fan', wechat: 'wangfan3d', initials: 'WF' },
  { username: 'heqing', nickname: '何青', wechat: 'heqing_brand', initials: 'HQ' },
  { username: 'liuxing', nickname: '刘星', wechat: 'liuxing_ux', initials: 'LX' },
  { username: 'gaoyuan', nickname: '高远老师', wechat: 'gaoyuan_c4d', initials: 'GY' },
];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const NICKNAMES = [
  '像素搬运工', '摸鱼设计师', '配色困难户', '今天也要加油', '小鹿乱撞', '一只阿胖', '半糖去冰', '夏天的风',
  '橘子汽水', '北岛', '山海', '阿木木', '不加班的设计', '会飞的鱼', '晚风', '柠檬不萌', '追光者', '图层君',
  '板绘小透明', '奶茶续命', '早睡早起', '苏打绿', '白开水', '栗子', '不吃香菜', '星期八', '海盐芝士', '布丁',
];

const LETTERS = 'ABCDEFGHJKLMNPQRSTWXYZ';

export interface SeedUsers {
  admin: UserRow;
  teachers: UserRow[];
  poster: UserRow;
  member: UserRow;
  members: UserRow[];
}

type Image = (kind: SeedImageKind, seed: number, label?: string) => Promise<string>;

/** Admin, teachers, the two demo members, 30 more members and a release manager; one scrypt hash shared by all (same demo password). */
export async function seedUsers(db: DbOrTx, rng: () => number, image: Image): Promise<SeedUsers> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = { passwordHash, createdAt: new Date(Date.now() - 400 * 86_400_000) };

  const memberRows = Array.from({ length: 30 }, (_, i) => {
    const nickname = i < NICKNAMES.length ? NICKNAMES[i] : `${pick(rng, SURNAMES)}同学${i}`;
    const birth = new Date(Date.UTC(intBetween(rng, 1988, 2004), intBetween(rng, 0, 11), intBetween(rng, 1, 28)));
    return {
      username: `member${String(i + 1).padStart(2, '0')}`,
      nickname,
      email: `member${String(i + 1).padStart(2, '0')}@demo.example.com`,
      cid: makeIdNumber(AREA_CODES[i % AREA_CODES.length], birth, 200 + i),
      canPostShot: i % 2 === 0,
      initials: `${LETTERS[i % LETTERS.length]}${LETTERS[(i * 7 + 3) % LETTERS.length]}`,
    };
  });

  const rows = [
    { username: 'admin', nickname: '学堂管理员', email: 'admin@demo.example.com', roles: { admin: true }, canPostShot: true, canTopComment: true, initials: 'AD' },
    ...TEACHERS.map((t) => ({
      username: t.username,
      nickname: t.nickname,
      email: `${t.username}@demo.example.com`,
      wechat: t.wechat,
      roles: { teacher: true },
      canPostShot: true,
      canTopComment: true,
      initials: t.initials,
    })),
    { username: 'poster', nickname: '设计小白兔', email: 'poster@demo.example.com', canPostShot: true, cid: makeIdNumber('440305', new Date(Date.UTC(2000, 8, 9)), 88), initials: 'PO' },
    { username: 'member', nickname: '路人甲同学', email: 'member@demo.example.com', canPostShot: false, cid: DEMO_MEMBER_CID, initials: 'ME' },
    ...memberRows,
    // Release manager: opens the admin backend's release console only (issue 15).
    { username: 'release', nickname: '发布管理员', email: 'release@demo.example.com', roles: { release: true } as Record<string, boolean>, canPostShot: false, initials: 'RE' },
  ];

  const avatars = await Promise.all(rows.map((row, i) => image('avatar', 1000 + i, row.initials)));
  const inserted = await db
    .insert(users)
    .values(rows.map(({ initials: _initials, ...row }, i) => ({ ...base, ...row, avatar: avatars[i] })))
    .returning();
  const byName = new Map(inserted.map((user) => [user.username, user]));
  const get = (username: string) => {
    const user = byName.get(username);
    if (!user) throw new Error(`seed user ${username} missing`);
    return user;
  };
  return {
    admin: get('admin'),
    teachers: TEACHERS.map((t) => get(t.username)),
    poster: get('poster'),
    member: get('member'),
    members: memberRows.map((m) => get(m.username)),
  };
}
