/**
 * Reporting a case (上报问题): type (common types first), description, address and position (the
 * department area is suggested from the nearest areas), source, urgency and photos. Each photo is
 * checked and previewed through the server's base64 encoder; the case and its photos are saved in one
 * multipart call. Unsaved input asks before the tab closes.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Modal, Row as Line, Select, Space, Tag, TreeSelect, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useCanClose } from '../../../kit/bridge';
import { areaApi, commonApi, problemApi } from '../api';
import { commonType } from '../resources/commonType';
import { useEnum, useTypes } from './options';
import { useLoad, useWtsb, type Page, type Row } from './useWtsb';

type Photo = { uid: string; name: string; file: File; dataUrl: string };

export function ReportForm(props: { open: boolean; onClose: () => void; onSaved: (c: Row) => void }) {
  const { t, call, upload, message } = useWtsb();
  const [form] = Form.useForm();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [saving, setSaving] = useState(false);
  const [near, setNear] = useState<Row[]>([]);
  const types = useTypes();
  const common = useLoad<Page>(String(commonType.api.list), { pageSize: 20, orderField: 'sort', orderType: 'asc' }, props.open);
  const areas = useLoad<Row[]>(areaApi.list, {}, props.open);
  const sources = useEnum('problemSource');
  const urgencies = useEnum('urgency');
  useCanClose(() => !props.open || (!form.isFieldsTouched() && !photos.length));

  const close = () => {
    form.resetFields();
    setPhotos([]);
    setNear([]);
    props.onClose();
  };

  /** Checks one photo on the server (type, size) and keeps its preview. */
  const addPhoto = async (file: File) => {
    const data = new FormData();
    data.append('file', file, file.name);
    const encoded = await upload<{ dataUrl: string }>(commonApi.base64Encode, data).catch(() => null);
    if (encoded) setPhotos((p) => [...p, { uid: `${Date.now()}-${file.name}`, name: file.name, file, dataUrl: encoded.dataUrl }]);
    return false;
  };

  const findAreas = async () => {
    const { lng, lat } = form.getFieldsValue(['lng', 'lat']) as { lng?: number; lat?: number };
    if (lng === undefined || lat === undefined || lng === null || lat === null) return message.warning(t('wtsb.report.needPoint'));
    const list = await call<Row[]>(areaApi.near, { lng, lat, distance: 5000 }).catch(() => []);
    setNear(list);
    const inside = list.find((a) => a.inside);
    if (inside) form.setFieldValue('deptAreaId', inside.id);
  };

  const submit = async () => {
    const v = (await form.validateFields()) as Record<string, unknown>;
    const data = new FormData();
    for (const [k, value] of Object.entries(v)) if (value !== undefined && value !== null && value !== '' && k !== 'lng' && k !== 'lat') data.append(k, String(value));
    if (typeof v.lng === 'number' && typeof v.lat === 'number') data.append('location', JSON.stringify({ lng: v.lng, lat: v.lat }));
    for (const p of photos) data.append('file', p.file, p.name);
    setSaving(true);
    try {
      const saved = await upload<Row & { message?: string }>(problemApi.save, data);
      message.success(String(saved.message ?? t('kit.server.saved')));
      form.resetFields();
      setPhotos([]);
      props.onSaved(saved);
    } catch {
      // shown by upload
    } finally {
      setSaving(false);
    }
  };

  const fileList: UploadFile[] = photos.map((p) => ({ uid: p.uid, name: p.name, status: 'done', url: p.dataUrl, thumbUrl: p.dataUrl }));
  return (
    <Modal open={props.open} title={t('wtsb.report.title')} width={760} onCancel={close} onOk={() => void submit()} okText={t('wtsb.report.submit')} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ source: 'patrol', urgency: 'normal' }}>
        <Form.Item label={t('wtsb.report.commonTypes')}>
          <Space wrap>
            {(common.data?.records ?? []).map((c) => (
              <Tag.CheckableTag key={String(c.id)} checked={form.getFieldValue('problemTypeId') === c.problemTypeId} onChange={() => form.setFieldValue('problemTypeId', c.problemTypeId)}>
                {String(c.typeName)}
              </Tag.CheckableTag>
            ))}
          </Space>
        </Form.Item>
        <Line gutter={16}>
          <Col span={12}>
            <Form.Item name="problemTypeId" label={t('wtsb.problem.problemTypeId')} rules={[{ required: true, message: t('kit.validation.required', { label: t('wtsb.problem.problemTypeId') }) }]}>
              <TreeSelect treeData={types.tree} treeDefaultExpandAll showSearch treeNodeFilterProp="title" aria-label={t('wtsb.problem.problemTypeId')} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="source" label={t('wtsb.problem.source')} rules={[{ required: true }]}>
              <Select options={sources} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="urgency" label={t('wtsb.problem.urgency')} rules={[{ required: true }]}>
              <Select options={urgencies} />
            </Form.Item>
          </Col>
        </Line>
        <Form.Item name="description" label={t('wtsb.problem.description')} rules={[{ required: true, min: 4, max: 500, message: t('wtsb.report.descriptionRule') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="address" label={t('wtsb.problem.address')} rules={[{ required: true, max: 120, message: t('kit.validation.required', { label: t('wtsb.problem.address') }) }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Line gutter={16}>
          <Col span={6}>
            <Form.Item name="lng" label={t('wtsb.report.lng')}>
              <InputNumber min={73} max={136} step={0.0001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="lat" label={t('wtsb.report.lat')}>
              <InputNumber min={3} max={54} step={0.0001} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="deptAreaId" label={t('wtsb.problem.deptAreaId')} extra={near.length ? t('wtsb.report.nearest', { list: near.slice(0, 3).map((a) => `${String(a.areaName)} ${String(a.distance)}m`).join('、') }) : undefined}>
              <Select
                allowClear
                options={(areas.data ?? []).map((a) => ({ value: a.id as number, label: `${String(a.areaName)}（${String(a.deptName)}）` }))}
              />
            </Form.Item>
          </Col>
        </Line>
        <Button size="small" onClick={() => void findAreas()} style={{ marginBottom: 12 }}>
          {t('wtsb.report.findArea')}
        </Button>
        <Form.Item name="reporterPhone" label={t('wtsb.problem.reporterPhone')} rules={[{ pattern: /^1\d{10}$/, message: t('kit.validation.pattern', { label: t('wtsb.problem.reporterPhone') }) }]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item label={t('wtsb.report.photos')} extra={t('wtsb.report.photoRule')}>
          <Upload
            accept="image/png,image/jpeg,image/webp,image/gif"
            listType="picture-card"
            multiple
            fileList={fileList}
            beforeUpload={(file) => addPhoto(file)}
            onRemove={(f) => setPhotos((p) => p.filter((x) => x.uid !== f.uid))}
          >
            {photos.length < 5 ? (
              <span data-testid="report-photo">
                <UploadOutlined /> {t('wtsb.report.addPhoto')}
              </span>
            ) : null}
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
