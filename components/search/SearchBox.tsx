// The search box. A plain GET form to /search, so it works before JavaScript has loaded (and for
// crawlers); once hydrated it navigates on the client. A new query starts on the "all" tab, page 1.
// Give it key={q} so that it shows the query of the page it is on after a navigation.
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@/contract/wire/search';
import { searchHref } from './labels';
import styles from './search.module.css';

export function SearchBox({ q }: { q: string }) {
  const router = useRouter();
  const [value, setValue] = useState(q);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.push(searchHref(value.trim()));
  };

  return (
    <form role="search" action="/search" method="get" className={styles.box} onSubmit={onSubmit}>
      <label htmlFor="search-q" className="visually-hidden">
        搜索关键词
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="搜索培训班、课程、直播、文章、期刊"
        enterKeyHint="search"
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        搜索
      </button>
    </form>
  );
}
