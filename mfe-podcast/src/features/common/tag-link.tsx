import { Link } from 'react-router-dom';

/** A tag on an episode page: a link to /podcast searching that tag (the hash is the tag). */
export function TagButtonLink({ tag }: { tag: string }) {
  return (
    <Link className="podcast-tag" to={{ pathname: '/podcast', hash: encodeURIComponent(tag) }}>
      # {tag}
    </Link>
  );
}
