// A test page (built by tests/kit/files.browser.test.ts only): a resource with an image field and a
// video file field, rendered through the kit's own create form (RecordForm) and detail view
// (DetailView), with the real bridge context (token from the URL) and the real server.
import { Button } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineMessages } from '../../../../../kit/i18n';
import { defineModuleResources, defineResource, file, image, text } from '../../../../../kit/resource';
import { DetailView, ModuleApp, RecordForm } from '../../../../../kit/ui';

const sitePhoto = defineResource({
  id: 'sitePhoto',
  title: 'kitfiles.sitePhoto',
  api: { list: 'POST /cloud/kitfiles/sitePhoto/pageList' },
  fields: {
    title: text({ label: 'kitfiles.title', required: true, max: 20 }),
    photos: image({ label: 'kitfiles.photos', multiple: true, maxSize: 64 * 1024 }),
    clip: file({ label: 'kitfiles.clip', accept: ['video/webm', 'video/mp4'], maxSize: 8 * 1024 * 1024 }),
  },
});

const resources = defineModuleResources({
  module: 'kitfiles',
  messages: defineMessages({
    'zh-CN': { 'kitfiles.sitePhoto': '现场照片', 'kitfiles.title': '标题', 'kitfiles.photos': '照片', 'kitfiles.clip': '录像' },
    'en-US': { 'kitfiles.sitePhoto': 'Site photo', 'kitfiles.title': 'Title', 'kitfiles.photos': 'Photos', 'kitfiles.clip': 'Video' },
  }),
  resources: [sitePhoto],
});

function Screen() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Record<string, unknown> | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>新增</Button>
      <pre data-testid="saved">{saved ? JSON.stringify(saved) : ''}</pre>
      <RecordForm def={sitePhoto} record={null} open={open} onClose={() => setOpen(false)} onSubmit={async (values) => { setSaved(values); setOpen(false); }} />
      <DetailView def={sitePhoto} record={saved} onClose={() => setSaved(null)} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} routes={[{ path: '/photos', element: <Screen /> }]} />);
