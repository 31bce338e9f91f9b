import { render, screen } from '@testing-library/react';
import { CommentSection } from '../lazy-comment-section';

jest.mock('../comment-section', () => ({
  // Its code never arrives in this test: what shows meanwhile is the point.
  CommentSection: () => null,
}));

describe('the comment area while its code loads', () => {
  it('shows its outline (heading, editor box, two comments), busy, instead of an empty box', () => {
    const { container } = render(<CommentSection type="audio" targetId={7} />);
    const area = screen.getByRole('region', { name: '评论' });
    expect(area.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: '评论' })).toBeTruthy();
    // The avatar circles of the two placeholder comments.
    expect([...container.querySelectorAll('div')].filter((div) => div.style.borderRadius === '50%')).toHaveLength(2);
  });
});
