/** The console texts of this area in Simplified Chinese, the base the other languages mirror. */
export const realnameZhCN = {
  /** 002 §8: after an edit the user submits the record by hand */
  submitManually: '实名信息修改成功，请手动提交',
  submit: {
    title: '提交实名认证',
    confirm: '确定提交车辆 {{vin}} 的实名信息进行认证吗？',
  },
  verify: {
    title: '审核实名认证：{{vin}}',
    result: '审核结果',
    reason: '失败原因',
    reasonRequired: '认证失败时请填写原因',
  },
};
