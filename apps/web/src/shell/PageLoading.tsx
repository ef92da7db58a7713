import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div
      data-testid="page-loading"
      style={{
        height: '100%',
        minHeight: 200,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Spin size="large" />
    </div>
  );
}
