import { useEffect, useState } from 'react';
import { Empty, Image, Skeleton, Typography, theme } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_CALLS, type PublishedItem } from '@chelian/contracts/resources/content/index';
import { callApi } from '../../api/http';
import { formatTime } from '../../utils/format';
import { PROSE_CSS } from './prose';

/**
 * The reader's page of an approved article, outside the sign-in (router.tsx /public/articles/:id).
 * The server serves only approved articles and only their sanitized HTML (content sanitize.ts),
 * which is all this page puts into the document.
 */
export default function PublicArticle() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [item, setItem] = useState<PublishedItem | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) {
      setItem(null);
      return;
    }
    callApi<PublishedItem>(CONTENT_CALLS.articlePublicFind, undefined, {
      params: { id: n },
      silent: true,
      auth: 'none',
    })
      .then((found) => live && setItem(found))
      .catch(() => live && setItem(null));
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout, padding: '32px 16px' }}>
      <style>{PROSE_CSS}</style>
      <article
        data-testid="public-article"
        style={{
          maxWidth: 760,
          margin: '0 auto',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: '24px 32px',
        }}
      >
        {item === undefined ? (
          <Skeleton active />
        ) : item === null ? (
          <Empty data-testid="public-article-missing" description={t('content.public.notFound')} />
        ) : (
          <>
            <Typography.Title level={2} data-testid="public-article-title">
              {item.subject}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {item.author ? `${t('content.public.author', { author: String(item.author) })} · ` : ''}
              {item.auditedAt ? t('content.public.published', { time: formatTime(item.auditedAt) }) : ''}
            </Typography.Paragraph>
            {typeof item.imagePath === 'string' ? (
              <Image src={item.imagePath} preview={false} style={{ maxWidth: '100%', marginBottom: 16 }} />
            ) : null}
            <div
              className="content-prose"
              data-testid="public-article-body"
              // sanitized on the server before it was stored: only the article allow-list remains
              dangerouslySetInnerHTML={{ __html: item.content }}
            />
          </>
        )}
      </article>
    </div>
  );
}
