// The profile's dictionary fields (professional title, region, county): stored as option values, shown
// by name, and checked against the options table when saved.
import { and, eq, inArray } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { options } from '@/server/modules/common/schema';
import { sharedRead } from '@/server/shared-read';

type Coded = { professionalTitle: string; region: string; county: string };
export type ProfileNames = { professionalTitleName: string; regionName: string; countyName: string };

const DICTIONARIES = ['professionalTitle', 'region', 'county'] as const;

/**
 * The labels of the three dictionaries (about a hundred rows, the same for everyone, never written by the API): the
 * personal centre shows one on every view (issue 13), so they are read once a minute and after every staff change (server/shared-read.ts).
 */
const readLabels = sharedRead(60_000, async (db) => {
  const rows = await db
    .select({ name: options.name, value: options.value, label: options.label })
    .from(options)
    .where(inArray(options.name, [...DICTIONARIES]));
  return new Map(rows.map((r) => [`${r.name}\n${r.value}`, r.label]));
});

/**
 * The names of a profile's option values. A value the dictionary does not have (a row written before the field
 * held codes, e.g. "主治医师") is shown as it is.
 */
export async function profileNames(db: Db, p: Coded): Promise<ProfileNames> {
  const labels = p.professionalTitle || p.region || p.county ? await readLabels(db) : new Map<string, string>();
  const nameOf = (dict: (typeof DICTIONARIES)[number], value: string) => labels.get(`${dict}\n${value}`) ?? value;
  return {
    professionalTitleName: nameOf('professionalTitle', p.professionalTitle),
    regionName: nameOf('region', p.region),
    countyName: nameOf('county', p.county),
  };
}

/** BadInput naming the field unless every non-empty value is in its dictionary and the county lies in the region. */
export async function checkProfileOptions(db: Db, p: Coded): Promise<void> {
  const find = async (name: string, value: string) => {
    const [row] = await db
      .select({ parent: options.parent })
      .from(options)
      .where(and(eq(options.name, name), eq(options.value, value)))
      .limit(1);
    return row;
  };
  if (p.professionalTitle && !(await find('professionalTitle', p.professionalTitle))) {
    throw new ApiError(Code.BadInput, '职称不正确，请从列表中选择');
  }
  if (p.region && !(await find('region', p.region))) throw new ApiError(Code.BadInput, '所在城市不正确，请从列表中选择');
  if (p.county) {
    if (!p.region) throw new ApiError(Code.BadInput, '请先选择所在城市');
    const county = await find('county', p.county);
    if (!county || county.parent !== p.region) throw new ApiError(Code.BadInput, '所在区县不正确，请从列表中选择');
  }
}
