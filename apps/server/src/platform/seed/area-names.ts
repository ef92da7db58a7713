import type { LocalizedText } from '@chelian/contracts';
import { text, type TextKey } from '@chelian/contracts/i18n';

/**
 * The GB/T 2260 areas in English and Traditional Chinese, made from their Chinese names as the
 * areas are loaded. Traditional characters come from OpenCC (Taiwan's standard). English follows the
 * rule of GB/T 17693 for place names: the proper name in pinyin as one word, the generic part
 * translated (南山区 Nanshan District, 延边朝鲜族自治州 Yanbian Korean Autonomous Prefecture).
 * A province's English name is the console's own (Inner Mongolia, Shaanxi, Hong Kong).
 */
export interface AreaName {
  code: string;
  name: string;
  /** 1 province, 2 city, 3 district or county */
  level: number;
}

/** Generic parts, longest first; a city at level 3 is a county-level city ("Kunshan City"). */
const GENERIC: readonly (readonly [string, string])[] = [
  ['特别行政区', 'SAR'],
  ['自治区', 'Autonomous Region'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['管委会', 'Administrative Committee'],
  ['林区', 'Forestry District'],
  ['新区', 'New Area'],
  ['新城', 'New Town'],
  ['地区', 'Prefecture'],
  ['矿区', 'Mining District'],
  ['特区', 'Special District'],
  ['街道', 'Subdistrict'],
  ['区', 'District'],
  ['县', 'County'],
  ['镇', 'Town'],
  ['盟', 'League'],
  ['旗', 'Banner'],
  ['省', ''],
];

/** Whole names that are not a proper name with a generic part. */
const WHOLE: Record<string, string> = {
  省直辖县级行政区划: 'County-level divisions under the province',
  自治区直辖县级行政区划: 'County-level divisions under the region',
  市辖区: 'Districts',
};

/**
 * Proper names English knows from their own languages rather than from pinyin (乌鲁木齐 Urumqi, not
 * Wulumuqi), and one the pinyin dictionary reads wrong (喀什: Kashgar, not Kashen).
 */
const CONVENTIONAL: Record<string, string> = {
  哈尔滨: 'Harbin',
  呼和浩特: 'Hohhot',
  呼伦贝尔: 'Hulunbuir',
  鄂尔多斯: 'Ordos',
  锡林郭勒: 'Xilingol',
  阿拉善: 'Alxa',
  乌鲁木齐: 'Urumqi',
  克拉玛依: 'Karamay',
  吐鲁番: 'Turpan',
  喀什: 'Kashgar',
  和田: 'Hotan',
  阿克苏: 'Aksu',
  伊犁: 'Ili',
  阿勒泰: 'Altay',
  库尔勒: 'Korla',
  拉萨: 'Lhasa',
  日喀则: 'Shigatse',
  昌都: 'Qamdo',
  林芝: 'Nyingchi',
  那曲: 'Nagqu',
  阿里: 'Ngari',
};

/** The peoples an autonomous area is named after, as English names them. */
const PEOPLES: Record<string, string> = {
  朝鲜族: 'Korean',
  蒙古族: 'Mongol',
  蒙古: 'Mongol',
  回族: 'Hui',
  藏族: 'Tibetan',
  维吾尔: 'Uygur',
  哈萨克族: 'Kazakh',
  哈萨克: 'Kazakh',
  柯尔克孜: 'Kirgiz',
  塔吉克: 'Tajik',
  锡伯: 'Xibe',
  壮族: 'Zhuang',
  苗族: 'Miao',
  彝族: 'Yi',
  土家族: 'Tujia',
  侗族: 'Dong',
  布依族: 'Bouyei',
  瑶族: 'Yao',
  白族: 'Bai',
  哈尼族: 'Hani',
  傣族: 'Dai',
  傈僳族: 'Lisu',
  景颇族: 'Jingpo',
  拉祜族: 'Lahu',
  佤族: 'Va',
  纳西族: 'Naxi',
  羌族: 'Qiang',
  黎族: 'Li',
  满族: 'Manchu',
  畲族: 'She',
  仡佬族: 'Gelao',
  水族: 'Sui',
  毛南族: 'Maonan',
  仫佬族: 'Mulao',
  土族: 'Tu',
  撒拉族: 'Salar',
  保安族: 'Bonan',
  东乡族: 'Dongxiang',
  裕固族: 'Yugur',
  达斡尔族: 'Daur',
  鄂温克族: 'Evenki',
  鄂伦春族: 'Oroqen',
  普米族: 'Pumi',
  怒族: 'Nu',
  独龙族: 'Derung',
  布朗族: 'Blang',
  阿昌族: 'Achang',
  德昂族: 'De’ang',
};
const PEOPLE_NAMES = Object.keys(PEOPLES).sort((a, b) => b.length - a.length);

type Pinyin = (text: string, options: { toneType: 'none'; type: 'array'; v: boolean }) => string[];

/** Pinyin of a proper name as one capitalised word, with the apostrophe before a, o, e (Xi'an). */
function romanize(pinyin: Pinyin, name: string): string {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', v: false });
  const word = syllables
    .map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s))
    .join('')
    .replace(/\s+/g, '');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function english(pinyin: Pinyin, area: AreaName): string {
  if (area.level === 1) {
    const key = `provinces.${area.code}` as TextKey;
    const known = text(key)['en-US'];
    if (known !== key) return known;
  }
  const whole = WHOLE[area.name];
  if (whole) return whole;
  let rest = area.name;
  let generic = '';
  for (const [suffix, translation] of GENERIC)
    if (rest.endsWith(suffix) && rest.length > suffix.length) {
      rest = rest.slice(0, -suffix.length);
      generic = translation;
      break;
    }
  if (!generic && rest.endsWith('市') && rest.length > 1) {
    rest = rest.slice(0, -1);
    generic = area.level === 3 ? 'City' : '';
  }
  // the peoples of an autonomous area's name, read from its end: 恩施土家族苗族 -> Tujia and Miao
  const peoples: string[] = [];
  if (generic.startsWith('Autonomous')) {
    for (let found = true; found;) {
      found = false;
      for (const people of PEOPLE_NAMES)
        if (rest.endsWith(people) && rest.length > people.length) {
          peoples.unshift(PEOPLES[people]!);
          rest = rest.slice(0, -people.length);
          found = true;
          break;
        }
    }
  }
  const parts = [CONVENTIONAL[rest] ?? romanize(pinyin, rest)];
  if (peoples.length) parts.push(peoples.join(' and '));
  if (generic) parts.push(generic);
  return parts.join(' ');
}

/**
 * The names of the areas in every language. The libraries (a pinyin dictionary and OpenCC's
 * tables, a few MB) are loaded only here, when names are missing, not with the server.
 */
export async function areaNames(areas: readonly AreaName[]): Promise<Map<string, LocalizedText>> {
  const [{ pinyin }, opencc] = await Promise.all([import('pinyin-pro'), import('opencc-js')]);
  const traditional = opencc.Converter({ from: 'cn', to: 'tw' });
  return new Map(
    areas.map((area) => {
      const key = `${area.code} ${area.level} ${area.name}`;
      let names = made.get(key);
      if (!names) {
        names = {
          'zh-CN': area.name,
          'en-US': english(pinyin as Pinyin, area),
          'zh-TW': traditional(area.name),
        };
        made.set(key, names);
      }
      return [area.code, names];
    }),
  );
}

/** Names made in this process: each new database of a test run, or a second server, asks again. */
const made = new Map<string, LocalizedText>();
