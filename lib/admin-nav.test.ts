import { describe, expect, it } from 'vitest';
import { activeAdminNav } from './admin-nav';

describe('activeAdminNav', () => {
  it('marks the entry a page sits under, or the one that claims it from elsewhere', () => {
    expect(activeAdminNav('/admin')?.path).toBe('/admin');
    expect(activeAdminNav('/admin/course/12')?.path).toBe('/admin/course');
    expect(activeAdminNav('/admin/exam/12')?.path).toBe('/admin/course');
    expect(activeAdminNav('/admin/exam/training/20')?.path).toBe('/admin/training');
    expect(activeAdminNav('/admin/examples')?.path).toBe('/admin');
  });
});
