/** A tag that searches by itself: a real button, so keyboards and screen readers can use it. */
export function TagButton({ tag, onClick, active = false }: { tag: string; onClick: () => void; active?: boolean }) {
  return (
    <button type="button" className={`podcast-tag${active ? ' is-active' : ''}`} aria-pressed={active} onClick={onClick}>
      # {tag}
    </button>
  );
}
