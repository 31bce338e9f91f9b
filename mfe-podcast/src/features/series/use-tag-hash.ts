import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function decode(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/**
 * The tag searched on /podcast is the URL hash (spec 2): setting it pushes a history entry, so
 * back and forward move between tags.
 */
export function useTagHash(): [string, (tag: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const tag = decode(location.hash);
  const setTag = useCallback(
    (next: string) => navigate({ pathname: location.pathname, search: location.search, hash: next ? encodeURIComponent(next) : '' }),
    [navigate, location.pathname, location.search],
  );
  return [tag, setTag];
}
