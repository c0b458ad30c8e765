/** The detail view of a record: the definition's detail fields as label/value pairs, with the audit fields. */
import { Descriptions, Drawer } from 'antd';
import { detailFields, type ResourceDef } from '../resource';
import { DocumentLinesView } from './DocumentLines';
import { FieldValue } from './FieldValue';
import { useKit } from './KitProvider';

export function DetailView(props: { def: ResourceDef; record: Record<string, unknown> | null; onClose: () => void }) {
  const kit = useKit();
  const r = props.record;
  const audit = ['createdBy', 'createdAt', 'updatedBy', 'updatedAt'].filter((k) => r && r[k]);
  return (
    <Drawer open={Boolean(r)} title={`${kit.t('kit.view')} · ${kit.t(props.def.title)}`} onClose={props.onClose} size={props.def.document ? 900 : 560}>
      {r && (
        <Descriptions column={1} bordered size="small">
          {detailFields(props.def).map((f) => (
            <Descriptions.Item key={f.name} label={kit.t(f.label)}>
              <FieldValue field={f} value={r[f.name]} detail />
            </Descriptions.Item>
          ))}
          {audit.map((k) => (
            <Descriptions.Item key={k} label={kit.t(`kit.${k}`)}>
              {String(r[k])}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {r && props.def.document && <DocumentLinesView def={props.def} record={r} />}
    </Drawer>
  );
}
