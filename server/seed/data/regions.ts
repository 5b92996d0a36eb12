// Henan Province (河南省): its prefecture-level cities with administrative codes, approximate centres
// and a few counties each. The 'region' and 'county' dictionaries and every address come from here.
export type County = { code: string; name: string };
export type City = { code: string; name: string; lat: number; lng: number; counties: County[] };

/** Telephone area codes, for illustrative contact numbers. */
export const AREA_CODES: Record<string, string> = {
  '410100': '0371', '410200': '0371', '410300': '0379', '410400': '0375', '410500': '0372', '410600': '0392',
  '410700': '0373', '410800': '0391', '410900': '0393', '411000': '0374', '411100': '0395', '411200': '0398',
  '411300': '0377', '411400': '0370', '411500': '0376', '411600': '0394', '411700': '0396', '419001': '0391',
};

export const PROVINCE = '河南省';

export const CITIES: City[] = [
  { code: '410100', name: '郑州市', lat: 34.747, lng: 113.625, counties: [{ code: '410122', name: '中牟县' }, { code: '410181', name: '巩义市' }, { code: '410182', name: '荥阳市' }, { code: '410183', name: '新密市' }, { code: '410184', name: '新郑市' }, { code: '410185', name: '登封市' }] },
  { code: '410200', name: '开封市', lat: 34.797, lng: 114.307, counties: [{ code: '410221', name: '杞县' }, { code: '410222', name: '通许县' }, { code: '410223', name: '尉氏县' }, { code: '410225', name: '兰考县' }] },
  { code: '410300', name: '洛阳市', lat: 34.619, lng: 112.454, counties: [{ code: '410323', name: '新安县' }, { code: '410324', name: '栾川县' }, { code: '410325', name: '嵩县' }, { code: '410327', name: '宜阳县' }, { code: '410329', name: '伊川县' }] },
  { code: '410400', name: '平顶山市', lat: 33.766, lng: 113.193, counties: [{ code: '410421', name: '宝丰县' }, { code: '410422', name: '叶县' }, { code: '410423', name: '鲁山县' }, { code: '410425', name: '郏县' }, { code: '410482', name: '汝州市' }] },
  { code: '410500', name: '安阳市', lat: 36.097, lng: 114.393, counties: [{ code: '410522', name: '安阳县' }, { code: '410523', name: '汤阴县' }, { code: '410526', name: '滑县' }, { code: '410527', name: '内黄县' }, { code: '410581', name: '林州市' }] },
  { code: '410600', name: '鹤壁市', lat: 35.748, lng: 114.297, counties: [{ code: '410621', name: '浚县' }, { code: '410622', name: '淇县' }] },
  { code: '410700', name: '新乡市', lat: 35.303, lng: 113.927, counties: [{ code: '410721', name: '新乡县' }, { code: '410724', name: '获嘉县' }, { code: '410725', name: '原阳县' }, { code: '410727', name: '封丘县' }, { code: '410782', name: '辉县市' }, { code: '410783', name: '长垣市' }] },
  { code: '410800', name: '焦作市', lat: 35.216, lng: 113.242, counties: [{ code: '410821', name: '修武县' }, { code: '410822', name: '博爱县' }, { code: '410823', name: '武陟县' }, { code: '410825', name: '温县' }, { code: '410882', name: '沁阳市' }] },
  { code: '410900', name: '濮阳市', lat: 35.762, lng: 115.029, counties: [{ code: '410922', name: '清丰县' }, { code: '410923', name: '南乐县' }, { code: '410926', name: '范县' }, { code: '410927', name: '台前县' }, { code: '410928', name: '濮阳县' }] },
  { code: '411000', name: '许昌市', lat: 34.036, lng: 113.852, counties: [{ code: '411024', name: '鄢陵县' }, { code: '411025', name: '襄城县' }, { code: '411081', name: '禹州市' }, { code: '411082', name: '长葛市' }] },
  { code: '411100', name: '漯河市', lat: 33.582, lng: 114.017, counties: [{ code: '411121', name: '舞阳县' }, { code: '411122', name: '临颍县' }] },
  { code: '411200', name: '三门峡市', lat: 34.773, lng: 111.200, counties: [{ code: '411221', name: '渑池县' }, { code: '411224', name: '卢氏县' }, { code: '411281', name: '义马市' }, { code: '411282', name: '灵宝市' }] },
  { code: '411300', name: '南阳市', lat: 32.991, lng: 112.528, counties: [{ code: '411321', name: '南召县' }, { code: '411322', name: '方城县' }, { code: '411323', name: '西峡县' }, { code: '411325', name: '内乡县' }, { code: '411326', name: '淅川县' }, { code: '411328', name: '唐河县' }, { code: '411381', name: '邓州市' }] },
  { code: '411400', name: '商丘市', lat: 34.414, lng: 115.656, counties: [{ code: '411421', name: '民权县' }, { code: '411422', name: '睢县' }, { code: '411425', name: '虞城县' }, { code: '411426', name: '夏邑县' }, { code: '411481', name: '永城市' }] },
  { code: '411500', name: '信阳市', lat: 32.147, lng: 114.091, counties: [{ code: '411521', name: '罗山县' }, { code: '411522', name: '光山县' }, { code: '411523', name: '新县' }, { code: '411524', name: '商城县' }, { code: '411525', name: '固始县' }, { code: '411526', name: '潢川县' }] },
  { code: '411600', name: '周口市', lat: 33.626, lng: 114.697, counties: [{ code: '411621', name: '扶沟县' }, { code: '411622', name: '西华县' }, { code: '411623', name: '商水县' }, { code: '411625', name: '郸城县' }, { code: '411628', name: '鹿邑县' }, { code: '411681', name: '项城市' }] },
  { code: '411700', name: '驻马店市', lat: 32.980, lng: 114.022, counties: [{ code: '411721', name: '西平县' }, { code: '411722', name: '上蔡县' }, { code: '411723', name: '平舆县' }, { code: '411725', name: '确山县' }, { code: '411727', name: '汝南县' }, { code: '411729', name: '新蔡县' }] },
  { code: '419001', name: '济源市', lat: 35.067, lng: 112.602, counties: [] },
];

export function cityByCode(code: string): City {
  const city = CITIES.find((c) => c.code === code);
  if (!city) throw new Error(`unknown city code ${code}`);
  return city;
}

/** Every county with its city, for picking a place at random. */
export const COUNTIES: { city: City; county: County }[] = CITIES.flatMap((city) =>
  city.counties.map((county) => ({ city, county })),
);
