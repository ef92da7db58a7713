/** The console texts of this area in Simplified Chinese, the base the other languages mirror. */
export const apiGatewayZhCN = {
  issued: {
    title: '密钥已签发',
    once: '密钥只显示这一次，关闭后无法再次查看。请立即复制并妥善保存；遗失时删除此授权并重新签发。',
    usage: '调用开放接口时在请求头 X-Api-Key 中携带此密钥。',
    done: '我已保存',
  },
};
