/** The console texts of this area in Simplified Chinese, the base the other languages mirror. */
export const faultZhCN = {
  handleTitle: '处理故障（已选 {{count}} 条）',
  content: '处理内容',
  contentRequired: '请填写处理内容',
  endTitle: '结束处理',
  endConfirm: '确定结束所选 {{count}} 条故障的处理吗？结束后不能再填写处理内容。',
  importTitle: '导入处理内容',
  importHint: '文件第一列为故障编号，第二列为处理内容；任一行有误则整份文件不导入。',
  downloadTemplate: '下载模板',
  chooseFile: '选择文件并导入',
  imported: '已导入 {{count}} 条处理内容',
};
