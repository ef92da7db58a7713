import { useEffect } from 'react';
import { App, Button, Divider, Space, Tooltip, theme } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  DisconnectOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
  PictureOutlined,
  CodeOutlined,
  UndoOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { EditorContent, mergeAttributes, Node, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/** Only addresses the server keeps (sanitize.ts): http(s) for links and images. */
const WEB_URL = /^https?:\/\/\S+$/i;

/**
 * Images by address, as the server's allow-list keeps them (src, alt, title); the starter kit
 * has none, and this is all an article needs.
 */
const ArticleImage = Node.create({
  name: 'image',
  group: 'block',
  draggable: true,
  atom: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: null }, title: { default: null } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

interface Props {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  testId?: string;
}

/** The article editor of the console: Tiptap with the marks and blocks the server allows. */
export function RichTextEditor({ value, onChange, disabled, testId = 'content-editor' }: Props) {
  const { token } = theme.useToken();
  const html = typeof value === 'string' ? value : '';
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https'],
          isAllowedUri: (url) => WEB_URL.test(url),
        },
      }),
      ArticleImage,
    ],
    content: html,
    editable: !disabled,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // a value set from outside (the form opened on another row, a reset) replaces the document
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (html !== current) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div
      data-testid={testId}
      style={{
        border: disabled ? 'none' : `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      {!disabled && editor ? <Toolbar editor={editor} /> : null}
      <div
        className="content-prose"
        style={{ padding: disabled ? 0 : '4px 12px', minHeight: disabled ? 0 : 220 }}
      >
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  /** Asks for an address; only http(s) is taken. */
  const ask = (title: string, apply: (url: string) => void) => {
    let entered = '';
    modal.confirm({
      title,
      icon: null,
      content: (
        <input
          data-testid="content-editor-url"
          style={{ width: '100%', padding: 4 }}
          onChange={(e) => (entered = e.target.value.trim())}
        />
      ),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'content-editor-url-ok' } as never,
      onOk: () => {
        if (!WEB_URL.test(entered)) {
          message.error(t('content.editor.badUrl'));
          return Promise.reject(new Error('bad url'));
        }
        apply(entered);
        return undefined;
      },
    });
  };

  const chain = () => editor.chain().focus();
  const button = (
    key: string,
    label: string,
    icon: React.ReactNode,
    active: boolean,
    run: () => void,
    disabled = false,
  ) => (
    <Tooltip title={label} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        data-testid={`content-editor-${key}`}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const textButton = (key: string, label: string, short: string, active: boolean, run: () => void) => (
    <Tooltip title={label} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        data-testid={`content-editor-${key}`}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      >
        {short}
      </Button>
    </Tooltip>
  );

  return (
    <Space
      size={2}
      wrap
      style={{ padding: '4px 8px', borderBottom: '1px solid rgba(5,5,5,0.06)', width: '100%' }}
    >
      {textButton('h2', t('content.editor.heading2'), 'H2', state.h2, () =>
        chain().toggleHeading({ level: 2 }).run(),
      )}
      {textButton('h3', t('content.editor.heading3'), 'H3', state.h3, () =>
        chain().toggleHeading({ level: 3 }).run(),
      )}
      {button('bold', t('content.editor.bold'), <BoldOutlined />, state.bold, () =>
        chain().toggleBold().run(),
      )}
      {button('italic', t('content.editor.italic'), <ItalicOutlined />, state.italic, () =>
        chain().toggleItalic().run(),
      )}
      {button('code', t('content.editor.code'), <CodeOutlined />, state.code, () =>
        chain().toggleCode().run(),
      )}
      <Divider type="vertical" />
      {button('bullet', t('content.editor.bulletList'), <UnorderedListOutlined />, state.bullet, () =>
        chain().toggleBulletList().run(),
      )}
      {button('ordered', t('content.editor.orderedList'), <OrderedListOutlined />, state.ordered, () =>
        chain().toggleOrderedList().run(),
      )}
      {textButton('quote', t('content.editor.blockquote'), '❝', state.quote, () =>
        chain().toggleBlockquote().run(),
      )}
      <Divider type="vertical" />
      {button('link', t('content.editor.link'), <LinkOutlined />, state.link, () =>
        ask(t('content.editor.linkPrompt'), (href) =>
          chain().extendMarkRange('link').setLink({ href }).run(),
        ),
      )}
      {button(
        'unlink',
        t('content.editor.unlink'),
        <DisconnectOutlined />,
        false,
        () => chain().unsetLink().run(),
        !state.link,
      )}
      {button('image', t('content.editor.image'), <PictureOutlined />, false, () =>
        ask(t('content.editor.imagePrompt'), (src) =>
          chain().insertContent({ type: 'image', attrs: { src } }).run(),
        ),
      )}
      <Divider type="vertical" />
      {button(
        'undo',
        t('content.editor.undo'),
        <UndoOutlined />,
        false,
        () => chain().undo().run(),
        !state.undo,
      )}
      {button(
        'redo',
        t('content.editor.redo'),
        <RedoOutlined />,
        false,
        () => chain().redo().run(),
        !state.redo,
      )}
    </Space>
  );
}
