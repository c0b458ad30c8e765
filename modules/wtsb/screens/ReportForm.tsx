/**
 * Reporting a case (上报问题): type (common types first), description, address and position (the
 * department area is suggested from the nearest areas), source, urgency and photos. Photos go up
 * through the kit's image field as they are picked (the file service checks them and keeps them;
 * the field's value is their ids), and the case is saved with those ids; photos of a report never
 * saved are cleaned up by the file sweep. Unsaved input asks before the tab closes.
 */
import { Button, Col, Form, Input, InputNumber, Modal, Row as Line, Select, Space, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { useCanClose } from '../../../kit/bridge';
import { image } from '../../../kit/resource';
import { ImageField } from '../../../kit/ui';
import { areaApi, problemApi } from '../api';
import { commonType } from '../resources/commonType';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../resources/problemImage';
import { useEnum, useTypes } from './options';
import { useLoad, useWtsb, type Page, type Row } from './useWtsb';

/** The photos field: up to 5 images of up to 5 MB, stored as they are picked; the value is their ids. */
const PHOTOS = { ...image({ multiple: true, accept: IMAGE_TYPES, maxSize: MAX_IMAGE_BYTES }), name: 'fileIds', label: 'wtsb.report.photos' };
const MAX_PHOTOS = 5;

export function ReportForm(props: { open: boolean; onClose: () => void; onSaved: (c: Row) => void }) {
  const { t, call, upload, message } = useWtsb();
  const [form] = Form.useForm();
  const photos = (Form.useWatch('fileIds', form) as string[] | undefined) ?? [];
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
    setNear([]);
    props.onClose();
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
    for (const [k, value] of Object.entries(v)) if (value !== undefined && value !== null && value !== '' && !['lng', 'lat', 'fileIds'].includes(k)) data.append(k, String(value));
    if (typeof v.lng === 'number' && typeof v.lat === 'number') data.append('location', JSON.stringify({ lng: v.lng, lat: v.lat }));
    if (photos.length) data.append('fileIds', JSON.stringify(photos));
    setSaving(true);
    try {
      const saved = await upload<Row & { message?: string }>(problemApi.save, data);
      message.success(String(saved.message ?? t('kit.server.saved')));
      form.resetFields();
      props.onSaved(saved);
    } catch {
      // shown by upload
    } finally {
      setSaving(false);
    }
  };

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
        <Form.Item
          name="fileIds"
          label={t('wtsb.report.photos')}
          extra={t('wtsb.report.photoRule')}
          rules={[{ validator: async (_, v?: string[]) => ((v?.length ?? 0) > MAX_PHOTOS ? Promise.reject(new Error(t('wtsb.report.photoRule'))) : undefined) }]}
          data-testid="report-photo"
        >
          <ImageField field={PHOTOS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
