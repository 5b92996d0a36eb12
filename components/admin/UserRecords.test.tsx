// @vitest-environment jsdom
// A person's lists in the console (/admin/user/[id]): each tab counts every row and pages through all of them,
// asking admin/user/records for any page but the first the screen arrived with.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAdminUserDetail, ApiAdminUserRecords } from '@/contract/wire/admin-people';
import { server, setupMswServer } from '@/tests/msw/server';
import { apiPost, ok } from '@/tests/msw/handlers';
import { UserRecords } from './UserRecords';

setupMswServer();
beforeAll(() => {
  // antd's responsive table and tabs ask for media queries and watch sizes, which jsdom lacks.
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(),
    addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn(),
  }));
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

type Points = ApiAdminUserRecords['pointsHistory'];
const TOTAL = 57;
/** The statement newest first: row n is 第n次, so the newest is 第57次. */
const rows: Points[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: TOTAL - i, delta: 10, balanceAfter: 10 * (TOTAL - i), label: '参与培训需求调查', note: `第${TOTAL - i}次`, createdAt: 1_735_689_600 + (TOTAL - i) * 60,
}));
const empty = { total: 0, list: [] };

const user: ApiAdminUserDetail = {
  id: 5, name: '积分很多的学员', phone: '13800000000', scope: 0, points: 570, roles: [], disabledAt: null, createdAt: 1_735_689_600,
  gender: '', workUnit: '', department: '', jobTitle: '', professionalTitleName: '', regionName: '', countyName: '',
  signups: empty, enrolments: empty, certificates: empty, orders: empty,
  pointsHistory: { total: TOTAL, list: rows.slice(0, 10) },
};

describe('UserRecords', () => {
  it('counts every row of a list and reaches the last page through admin/user/records', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      apiPost('admin/user/records/5', async ({ request }) => {
        const form = Object.fromEntries(new URLSearchParams(await request.text()));
        asked.push(form);
        const page = Number(form.page);
        const size = Number(form.size);
        return ok({ total: TOTAL, list: rows.slice((page - 1) * size, page * size) });
      }),
    );
    render(<UserRecords user={user} />);
    fireEvent.click(screen.getByRole('tab', { name: `积分明细（${TOTAL}）` }));
    expect(screen.getByText('参与培训需求调查：第57次')).toBeTruthy();
    expect(screen.getByText(`共 ${TOTAL} 条`)).toBeTruthy();

    fireEvent.click(screen.getByTitle('6'));
    await waitFor(() => expect(screen.getByText('参与培训需求调查：第1次')).toBeTruthy());
    expect(screen.getByText('参与培训需求调查：第7次')).toBeTruthy();
    expect(screen.queryByText('参与培训需求调查：第57次')).toBeNull();
    expect(asked).toEqual([{ kind: 'pointsHistory', page: '6', size: '10' }]);
  });
});
