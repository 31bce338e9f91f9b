import sharp from 'sharp';
import { SIGNATURE_PREFIX } from '@site/shared/contract/forms';
import { healthPromises, healthSigns } from '../modules/forms/tables';
import { siteDay } from '../modules/forms/site-time';
import type { SeedContext } from './context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A handwriting-like squiggle as a PNG data URL, the same shape the signature dialog saves. */
async function signatureImage(rng: () => number): Promise<string> {
  const points = Array.from({ length: 14 }, (_, i) => `${20 + i * 24},${60 + Math.round((rng() - 0.5) * 70)}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="100%" height="100%" fill="#fff"/><polyline points="${points.join(' ')}" fill="none" stroke="#1d2129" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `${SIGNATURE_PREFIX}${png.toString('base64')}`;
}

/**
 * Sign-ins of the last three days (never today, so the demo member can still sign in) and a few
 * promises, so the admins' lists and CSV exports have something to show.
 */
export async function seedForms(ctx: SeedContext): Promise<void> {
  const { db, rng, users } = ctx;
  const signers = users.members.filter((member) => member.cid).slice(0, 12);
  const signs = [];
  for (let daysAgo = 1; daysAgo <= 3; daysAgo += 1) {
    const day = new Date(Date.now() - daysAgo * DAY_MS);
    for (const member of signers) {
      const unwell = rng() < 0.1;
      signs.push({
        userId: member.id,
        signDate: siteDay(day),
        inBeijing: rng() < 0.8 ? 1 : 2,
        isHealth: unwell ? 2 : 1,
        temperature: unwell ? '37.4' : (36 + Math.floor(rng() * 8) / 10).toFixed(1),
        remark: unwell ? '轻微咳嗽，已居家休息' : ' ',
        createdAt: new Date(day.getTime() - Math.floor(rng() * 3) * 60 * 60 * 1000),
      });
    }
  }
  if (signs.length > 0) await db.insert(healthSigns).values(signs);

  const people = [
    { name: '王小明', tel: '13800138001', address: '北京市朝阳区望京街道 8 号', inBeijing: 1, backDate: '2020/02/03', vehicle: '1', vehicleNum: 'G102' },
    { name: '李晓红', tel: '13900139002', address: '北京市海淀区学院路 35 号', inBeijing: 3, backDate: '', vehicle: '', vehicleNum: '' },
    { name: '赵一鸣', tel: '13700137003', address: '北京市丰台区南三环西路 16 号', inBeijing: 1, backDate: '2020/02/08', vehicle: '4,5', vehicleNum: '' },
  ];
  const promises = [];
  for (const person of people) {
    promises.push({ ...person, userId: null, goDiseaseArea: 3, touch: 3, sign: await signatureImage(rng) });
  }
  await db.insert(healthPromises).values(promises);
}
