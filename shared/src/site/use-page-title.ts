import { useEffect } from 'react';
import { formatPageTitle } from './site-config';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
