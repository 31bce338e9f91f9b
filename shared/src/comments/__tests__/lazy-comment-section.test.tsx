import { render, screen } from '@testing-library/react';
import { CommentSection } from '../lazy-comment-section';

jest.mock('../comment-section', () => ({
  // Its code never arrives in this test: what shows meanwhile is the point.
  CommentSection: () => null,
}));

describe('the comment area while its code loads', () => {
  it("shows the page's own skeleton when it gives one", () => {
    render(<CommentSection type="audio" targetId={7} fallback={<p>评论加载中</p>} />);
    expect(screen.getByText('评论加载中')).toBeTruthy();
  });
});
