/**
 * Upload fields of the kit: `ImageField` (picture cards with preview) and `FileField` (a list of
 * links), both on antd Upload. The value is the stored file id, or the list of ids when the
 * definition says `multiple`. Type (`accept`) and size (`maxSize`, default 5 MB) are checked before a
 * file is sent; the server checks again. `FileLinks` (its own file, so list cells do not load Upload)
 * shows stored files in list cells and details.
 *
 * @example
 *   <Form.Item name="photo"><ImageField field={f} /></Form.Item>
 */
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { NamedField } from '../resource';
import { useKit } from './KitProvider';
import { useFileInfo } from './FileLinks';
import { accepts, fileIds, fileUrl, uploadFiles, type FileInfo } from './files';
import { useFeedback } from './feedback';

export { FileLinks } from './FileLinks';

type UploadFieldDef = Extract<NamedField, { type: 'image' | 'file' }>;
type Props = { field: UploadFieldDef; value?: unknown; onChange?: (v: unknown) => void; id?: string; disabled?: boolean };

const DEFAULT_MAX = 5 * 1024 * 1024;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function UploadField(props: Props & { image: boolean }) {
  const { field, value, onChange, id, disabled, image } = props;
  const kit = useKit();
  const { message } = useFeedback();
  const t = kit.t;
  const ids = fileIds(value);
  const stored = useFileInfo(ids);
  const [list, setList] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<UploadFile | null>(null);
  const emitted = useRef('');

  // The value set from outside (a record opened for editing): show its stored files.
  useEffect(() => {
    if (ids.join(',') === emitted.current) return;
    setList(stored.map((f) => ({ uid: f.id, name: f.name, status: 'done', url: fileUrl(kit.request, kit.session(), f.id), response: f })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the stored infos of the current value
  }, [stored]);

  const emit = (files: UploadFile[]) => {
    const done = files.filter((f) => f.status === 'done').map((f) => (f.response as FileInfo | undefined)?.id ?? f.uid);
    emitted.current = done.join(',');
    onChange?.(field.multiple ? done : (done[0] ?? null));
  };

  const maxSize = field.maxSize ?? DEFAULT_MAX;
  const beforeUpload = (file: File) => {
    if (!accepts(field.accept, file)) {
      void message.error(t('kit.file.type', { name: file.name, accept: (field.accept ?? []).join(', ') }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > maxSize) {
      void message.error(t('kit.file.tooLarge', { name: file.name, max: sizeText(maxSize) }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <>
      <Upload
        id={id}
        disabled={disabled}
        aria-label={t(field.label)}
        listType={image ? 'picture-card' : 'text'}
        accept={field.accept?.join(',')}
        multiple={Boolean(field.multiple)}
        maxCount={field.multiple ? undefined : 1}
        fileList={list}
        beforeUpload={beforeUpload}
        customRequest={({ file, onSuccess, onError }) => {
          const f = file as File;
          uploadFiles(kit.request, kit.session(), [f]).then(
            ([saved]) => onSuccess?.(saved),
            (e: unknown) => {
              void message.error(t('kit.file.failed', { name: f.name, reason: e instanceof Error ? e.message : String(e) }));
              onError?.(e instanceof Error ? e : new Error(String(e)));
            },
          );
        }}
        onChange={({ fileList }) => {
          const next = fileList
            .filter((f) => f.status !== 'error')
            .map((f) => {
              const saved = f.response as FileInfo | undefined;
              return f.status === 'done' && saved && !f.url ? { ...f, url: fileUrl(kit.request, kit.session(), saved.id), thumbUrl: undefined } : f;
            });
          setList(next);
          emit(next);
        }}
        onPreview={(f) => (image ? setPreview(f) : window.open(f.url, '_blank', 'noopener'))}
      >
        {field.multiple || list.length === 0 ? (
          image ? (
            <Space orientation="vertical" size={4} align="center">
              <PlusOutlined />
              <span>{t('kit.file.upload')}</span>
            </Space>
          ) : (
            <Button icon={<UploadOutlined />} disabled={disabled}>
              {t('kit.file.upload')}
            </Button>
          )
        ) : null}
      </Upload>
      <Modal open={Boolean(preview)} title={preview?.name ?? t('kit.file.preview')} footer={null} onCancel={() => setPreview(null)}>
        {preview?.url && <img alt={preview.name} src={preview.url} style={{ width: '100%' }} />}
      </Modal>
    </>
  );
}

/** An image upload field (picture cards, preview); the value is the stored id(s). */
export function ImageField(props: Props) {
  return <UploadField {...props} image />;
}

/** A file upload field (a list of names); the value is the stored id(s). */
export function FileField(props: Props) {
  return <UploadField {...props} image={false} />;
}
