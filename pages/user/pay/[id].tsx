import { withPage } from '@/loaders/page';

// docs/product.md §2 guards: this route always answers 404 (the route table marks it alwaysNotFound), here as well
// as in the middleware, which is never the only lock.
export const getServerSideProps = withPage();

export default function AlwaysNotFound() {
  return null;
}
