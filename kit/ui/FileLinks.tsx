/**
 * Stored files shown in list cells and details (links, thumbnails, videos), apart from the upload
 * fields so a list page does not download antd Upload for its cells.
 */
import { Space } from 'antd';
import { useEffect, useState } from 'react';
import { useKit } from './KitProvider';
import { fileIds, fileInfo, fileUrl, type FileInfo } from './files';

/** Loads the metadata of stored ids (names for links, types for thumbnails). */
export function useFileInfo(ids: string[]): FileInfo[] {
  const kit = useKit();
  const [infos, setInfos] = useState<FileInfo[]>([]);
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    if (key === '') setInfos([]);
    else void fileInfo(kit.request, key.split(',')).then((list) => live && setInfos(list));
    return () => {
      live = false;
    };
  }, [kit, key]);
  return infos;
}

/**
 * Stored files as thumbnails (images), links (names from `file/info`), or — with `player`, as the
 * detail view asks — videos played in place (the browser fetches them in byte ranges as it plays
 * and seeks).
 */
export function FileLinks(props: { value: unknown; player?: boolean }) {
  const kit = useKit();
  const infos = useFileInfo(fileIds(props.value));
  return (
    <Space size={4} wrap>
      {infos.map((f) => {
        const url = fileUrl(kit.request, kit.session(), f.id);
        if (f.type.startsWith('image/')) {
          return (
            <a key={f.id} href={url} target="_blank" rel="noopener noreferrer" title={f.name}>
              <img className="kit-file-thumb" src={url} alt={f.name} style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }} />
            </a>
          );
        }
        if (props.player && f.type.startsWith('video/')) {
          return <video key={f.id} className="kit-file-video" src={url} title={f.name} aria-label={f.name} controls preload="metadata" style={{ width: 240, maxHeight: 180, borderRadius: 4, background: '#000' }} />;
        }
        return (
          <a key={f.id} href={url} target="_blank" rel="noopener noreferrer">
            {f.name}
          </a>
        );
      })}
    </Space>
  );
}
