/** OTA parts: component hardware info and the history of vehicle part versions. */
export const otaPartsZhCN = {
  hardware: {
    title: '零部件硬件信息',
    noun: '硬件信息',
    fields: { partNo: '零件号' },
  },
  history: {
    title: '车辆零部件历史',
    noun: '零部件版本记录',
    fields: { previousVersion: '原软件版本' },
  },
  export: { plate: '车牌号', model: '车型' },
};
