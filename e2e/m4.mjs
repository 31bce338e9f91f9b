import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [360, 375, 412, 414, 415]) {
  const c = await b.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const p = await c.newPage();
  await p.goto('http://localhost:3730/course');
  await p.waitForSelector('.site-course-card img');
  await p.waitForTimeout(500);
  console.log(width, JSON.stringify(await p.evaluate(() => {
    const r = (sel) => { const el = document.querySelector(sel); if (!el) return null; const b = el.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].map((v) => +v.toFixed(2)).join(','); };
    return { menu: r('.course-catalogue__menu'), nav: r('.course-catalogue__menu nav'), radios: r('.course-catalogue__menu .arco-radio-group'), toolbar: r('.course-catalogue__toolbar'), toolbarFirst: r('.course-catalogue__toolbar > :first-child'), tools: r('.course-catalogue__tools'), sort: r('[aria-label="排序"]'), search: r('.course-catalogue__tools > :last-child'), count: r('.course-catalogue__count'), grid: r('.site-card-grid'), img: r('.site-course-card img') };
  })));
  await c.close();
}
await b.close();
