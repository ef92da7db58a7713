import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { areaNames, type AreaName } from '../src/platform/seed/area-names';

const require = createRequire(import.meta.url);

describe('area names in English and Traditional Chinese', () => {
  it('names provinces, cities, districts, counties and autonomous areas as English maps do', async () => {
    const areas: AreaName[] = [
      { code: '440000', name: '广东省', level: 1 },
      { code: '150000', name: '内蒙古自治区', level: 1 },
      { code: '610000', name: '陕西省', level: 1 },
      { code: '440300', name: '深圳市', level: 2 },
      { code: '440305', name: '南山区', level: 3 },
      { code: '610100', name: '西安市', level: 2 },
      { code: '320583', name: '昆山市', level: 3 },
      { code: '222400', name: '延边朝鲜族自治州', level: 2 },
      { code: '422800', name: '恩施土家族苗族自治州', level: 2 },
      { code: '532500', name: '红河哈尼族彝族自治州', level: 2 },
      { code: '152500', name: '锡林郭勒盟', level: 2 },
      { code: '469000', name: '省直辖县级行政区划', level: 2 },
      { code: '500000', name: '重庆市', level: 1 },
      { code: '500101', name: '万州区', level: 3 },
      { code: '650100', name: '乌鲁木齐市', level: 2 },
      { code: '653100', name: '喀什地区', level: 2 },
    ];
    const names = await areaNames(areas);
    const en = (code: string) => names.get(code)!['en-US'];
    expect(en('440000')).toBe('Guangdong');
    expect(en('150000')).toBe('Inner Mongolia');
    expect(en('610000')).toBe('Shaanxi');
    expect(en('440300')).toBe('Shenzhen');
    expect(en('440305')).toBe('Nanshan District');
    expect(en('610100')).toBe("Xi'an");
    expect(en('320583')).toBe('Kunshan City');
    expect(en('222400')).toBe('Yanbian Korean Autonomous Prefecture');
    expect(en('422800')).toBe('Enshi Tujia and Miao Autonomous Prefecture');
    expect(en('532500')).toBe('Honghe Hani and Yi Autonomous Prefecture');
    expect(en('152500')).toBe('Xilingol League');
    expect(en('650100')).toBe('Urumqi');
    expect(en('653100')).toBe('Kashgar Prefecture');
    expect(en('469000')).toBe('County-level divisions under the province');
    expect(en('500101')).toBe('Wanzhou District');

    const tw = (code: string) => names.get(code)!['zh-TW'];
    expect(tw('440000')).toBe('廣東省');
    expect(tw('422800')).toBe('恩施土家族苗族自治州');
    expect(tw('610100')).toBe('西安市');
    expect(tw('500101')).toBe('萬州區');
    expect(names.get('440305')!['zh-CN']).toBe('南山区');
  });

  it('gives every area of the national list a Latin English name and a Traditional one', async () => {
    const data = require('china-area-data/data.json') as Record<string, Record<string, string>>;
    const areas: AreaName[] = [];
    for (const [province, name] of Object.entries(data['86']!)) {
      areas.push({ code: province, name, level: 1 });
      for (const [city, cityName] of Object.entries(data[province] ?? {})) {
        areas.push({ code: city, name: cityName, level: 2 });
        for (const [district, districtName] of Object.entries(data[city] ?? {}))
          areas.push({ code: district, name: districtName, level: 3 });
      }
    }
    const names = await areaNames(areas);
    expect(names.size).toBe(new Set(areas.map((a) => a.code)).size);
    for (const [code, name] of names) {
      // no Chinese left in English, no stray spaces, capitalised
      expect(name['en-US'], code).toMatch(/^[A-Z][A-Za-zü'’ -]*[a-z)]$/);
      expect(name['en-US'], code).not.toMatch(/\s{2}/);
      expect(name['zh-TW'], code).toMatch(/^\p{Script=Han}+$/u);
    }
  });
});
