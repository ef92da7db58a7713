export interface City {
  name: string;
  /** plate prefix: province character and city letter */
  plate: string;
  lng: number;
  lat: number;
}

/** City centres (WGS-84) the fleet drives around. */
export const CITIES: readonly City[] = [
  { name: 'Beijing', plate: '京A', lng: 116.397, lat: 39.909 },
  { name: 'Shanghai', plate: '沪A', lng: 121.473, lat: 31.23 },
  { name: 'Guangzhou', plate: '粤A', lng: 113.264, lat: 23.129 },
  { name: 'Shenzhen', plate: '粤B', lng: 114.057, lat: 22.543 },
  { name: 'Hangzhou', plate: '浙A', lng: 120.155, lat: 30.274 },
  { name: 'Chengdu', plate: '川A', lng: 104.066, lat: 30.572 },
  { name: 'Wuhan', plate: '鄂A', lng: 114.305, lat: 30.593 },
  { name: "Xi'an", plate: '陕A', lng: 108.94, lat: 34.341 },
  { name: 'Nanjing', plate: '苏A', lng: 118.796, lat: 32.06 },
  { name: 'Chongqing', plate: '渝A', lng: 106.551, lat: 29.563 },
  { name: 'Tianjin', plate: '津A', lng: 117.2, lat: 39.084 },
  { name: 'Changsha', plate: '湘A', lng: 112.938, lat: 28.228 },
  { name: 'Hefei', plate: '皖A', lng: 117.227, lat: 31.82 },
  { name: 'Zhengzhou', plate: '豫A', lng: 113.625, lat: 34.746 },
  { name: 'Suzhou', plate: '苏E', lng: 120.585, lat: 31.299 },
  { name: 'Qingdao', plate: '鲁B', lng: 120.383, lat: 36.066 },
];
