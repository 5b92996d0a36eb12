// The console pages' loader (docs/product.md §10). It runs the same guards as every page (withPage: a guest is
// sent to /login?url=<this console page>, the answer is private, no-store), then asks admin/me: a learner, or a
// staff member without one of the page's roles, gets the 404 page, so the console's existence is not advertised.
// The roles are checked again by every console endpoint the page calls; this only decides what to draw.
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { Code } from '@/contract/codes';
import { hasRole, type StaffRole } from '@/contract/staff';
import type { ApiAdminMe } from '@/contract/wire/admin';
import { ApiCodeError } from '@/lib/http';
import { withPage, type ApiClient, type BaseProps } from './page';

export type AdminStaff = ApiAdminMe;
export type AdminProps = {
  staff: AdminStaff;
  /** Tells _app to leave out the site's frame (the console draws its own, components/admin/AdminLayout). */
  adminFrame: true;
};

/** What a console page's own loader receives besides ctx and api. */
export type AdminLoadContext = {
  staff: AdminStaff;
  /** The route's parameters, e.g. { id: '12' } or { id: 'new' } on an edit page. */
  params: Record<string, string>;
};

/** A console page's own data; `{ notFound: true }` answers 404 (an unknown id). */
export type AdminLoader<P> = (
  ctx: GetServerSidePropsContext,
  api: ApiClient,
  page: AdminLoadContext,
) => Promise<P | { notFound: true }>;

/** The staff member, or null when the visitor is not staff or lacks every one of `roles` ([] = any staff). */
export async function loadStaff(api: ApiClient, roles: readonly StaffRole[]): Promise<AdminStaff | null> {
  try {
    const staff = await api.call<ApiAdminMe>('admin/me', undefined, { suppressToast: true });
    return roles.length && !hasRole(staff.roles, roles) ? null : staff;
  } catch (error) {
    if (error instanceof ApiCodeError && error.code === Code.Forbidden) return null;
    throw error;
  }
}

export function isNotFound(value: unknown): value is { notFound: true } {
  return typeof value === 'object' && value !== null && (value as { notFound?: unknown }).notFound === true;
}

/** What the API answers, or null when it says the thing does not exist (an unknown or malformed id). */
export async function orMissing<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiCodeError && (error.code === Code.NotFound || error.code === Code.BadInput)) return null;
    throw error;
  }
}

/** The thing of an edit page at `path`/`id`: null for "new", or notFound for an id the API does not know. */
export async function loadEditItem<T>(api: ApiClient, path: string, id: string | undefined): Promise<T | null | { notFound: true }> {
  if (!id || id === 'new') return null;
  return (await orMissing(api.call<T>(`${path}/${id}`, undefined, { suppressToast: true }))) ?? { notFound: true };
}

/**
 * getServerSideProps of an edit page whose form chooses from `loadOptions`: the thing at `path`/{id} as prop
 * `key` (null for "new", the 404 page for an id the API does not know), then the choices as `options`.
 */
export function withEditForm<P extends { options: unknown } & Record<string, unknown>>(
  roles: readonly StaffRole[],
  key: Exclude<keyof P, 'options'> & string,
  path: string,
  loadOptions: (api: ApiClient) => Promise<P['options']>,
): GetServerSideProps<P & AdminProps & BaseProps> {
  return withAdmin<P>(roles, async (_ctx, api, { params }) => {
    const item = await loadEditItem<P[typeof key]>(api, path, params.id);
    if (isNotFound(item)) return item;
    return { options: await loadOptions(api), [key]: item } as P;
  });
}

/**
 * getServerSideProps of a console page: `export const getServerSideProps = withAdmin(['editor'], async (ctx, api,
 * { params }) => ({ article: await api.call('admin/article/get/' + params.id) }))`. The page gets `staff` plus
 * what the loader answers. Roles [] = any staff member; admin always passes.
 */
export function withAdmin<P extends Record<string, unknown> = Record<never, never>>(
  roles: readonly StaffRole[],
  load?: AdminLoader<P>,
): GetServerSideProps<P & AdminProps & BaseProps> {
  return withPage<P & AdminProps>(async ({ ctx, api, params }) => {
    const staff = await loadStaff(api, roles);
    if (!staff) return { notFound: true };
    const own = load ? await load(ctx, api, { staff, params }) : ({} as P);
    if (isNotFound(own)) return { notFound: true };
    return { props: { ...own, staff, adminFrame: true as const } };
  });
}

/**
 * The plain form, for a page with no data of its own:
 * `export const getServerSideProps: GetServerSideProps = (ctx) => getAdminProps(ctx, ['admin'])`.
 */
export function getAdminProps(
  ctx: GetServerSidePropsContext,
  roles: readonly StaffRole[],
): Promise<GetServerSidePropsResult<AdminProps & BaseProps>> {
  return withAdmin(roles)(ctx);
}
