import { render, screen } from '@testing-library/react';
import { api, type ToolGroup } from '@site/shared';
import { MemoryRouter } from 'react-router-dom';
import { ToolsPage } from '../tools-page';

afterEach(() => jest.restoreAllMocks());

const groups: ToolGroup[] = [
  {
    name: '设计工具',
    toolInfo: [
      { name: 'Figma', url: 'https://www.figma.com', preview: '/files/figma.png' },
      { name: 'Adobe After Effects 动态图形与视觉效果', url: 'https://www.adobe.com/ae', preview: '' },
    ],
  },
  { name: '配色', toolInfo: [{ name: 'Coolors', url: 'https://coolors.co', preview: '' }] },
];

function renderPage() {
  jest.spyOn(api, 'get').mockResolvedValue(groups as never);
  render(
    <MemoryRouter initialEntries={['/tool']}>
      <ToolsPage />
    </MemoryRouter>,
  );
}

describe('ToolsPage', () => {
  it('shows each group with its tools, each opening the tool in a new tab', async () => {
    renderPage();
    expect(await screen.findByRole('region', { name: '设计工具' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '配色' })).toBeTruthy();
    const figma = screen.getByRole('link', { name: 'Figma' });
    expect(figma.getAttribute('href')).toBe('https://www.figma.com');
    expect(figma.getAttribute('target')).toBe('_blank');
    expect(figma.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has one h1, the page title (hidden: the design shows none), above the groups as h2 — while loading too', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('设计工具');
    await screen.findByRole('region', { name: '配色' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('site-visually-hidden');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['设计工具', '配色']);
  });

  it('keeps a long name on one line, whole in its tooltip', async () => {
    renderPage();
    const name = await screen.findByText('Adobe After Effects 动态图形与视觉效果');
    expect(name.getAttribute('title')).toBe('Adobe After Effects 动态图形与视觉效果');
    expect(name.style.whiteSpace).toBe('nowrap');
    expect(name.style.textOverflow).toBe('ellipsis');
  });
});
