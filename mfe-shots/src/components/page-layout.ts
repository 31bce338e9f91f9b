// The shots pages' own measures (their top and the shot page's text), kept in one place for the page and its loading
// state. They live in the shots remote, not in shared: shared is the shell's copy at run time, so a shots release
// could not change its own layout if they lived there.

/**
 * The top of the shots' page (ShotsPage and ShotsFilterBar): the title row, the filter
 * bar (推荐/全部 and the category row on one line that scrolls sideways, the search box beside it or, when
 * the bar is narrower than both, under it) and the grid below.
 */
export const SHOTS_PAGE_TOP = {
  maxWidth: 1200,
  padding: '16px 12px',
  titleFontSize: 22,
  headMarginBottom: 16,
  gap: 12,
  /** The flex basis of the filters beside the search box; below it plus the box, the box wraps. */
  filtersBasis: 320,
  searchWidth: 240,
  /** Arco's default control height (the radio buttons, the search box, the post button). */
  controlHeight: 32,
  gridMarginTop: 16,
} as const;

/**
 * A shot's page (ShotDetailPage) without the curation panel: the title, the author row,
 * the tags and the rich text, whose first picture is the largest paint; `shot-content.css` styles the text.
 */
export const SHOT_DETAIL_TOP = {
  maxWidth: 1200,
  padding: '16px 12px',
  titleFontSize: 24,
  titleMarginBottom: 12,
  rowGap: 8,
  rowMarginBottom: 16,
  avatarSize: 28,
  tagsGap: 6,
  contentLineHeight: 1.8,
} as const;
