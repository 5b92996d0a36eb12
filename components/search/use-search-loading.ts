// True while the browser loads another /search page (a new query, tab or page), so the results can
// show a skeleton instead of stale hits.
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

export function useSearchLoading(): boolean {
  const router = useRouter();
  const [isLoading, setIsLoading] = useState(false);
  useEffect(() => {
    const start = (url: string) => setIsLoading(new URL(url, window.location.href).pathname === '/search');
    const done = () => setIsLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);
  return isLoading;
}
