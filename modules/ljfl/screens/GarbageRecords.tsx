/**
 * 垃圾记录: the loads' list page with the sums of the loads its filters select above it
 * (garbageManage/getSumData, asked again whenever the list loads): collected tonnes by the kit's load
 * weight rule, weighed loads and loads left out (no valid weight: not 0), the average load, and the
 * transfer legs' tonnes apart (not collected garbage again). Unknown figures show "--".
 */
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { encodeListQuery, parseCall } from '../../../kit/resource';
import { ResourcePage, useKit, useResourceList } from '../../../kit/ui';
import { garbageRecord } from '../resources/garbageRecord';

type Sums = { loads: number; counted: number; leftOut: number; tonnes: number | null; average: number | null; transferTonnes: number | null };

const SUM_DATA = parseCall('/cloud/ljfl/garbageManage/getSumData.smvc');

export function GarbageRecords() {
  const kit = useKit();
  const list = useResourceList(garbageRecord);
  const [sums, setSums] = useState<Sums | null>(null);
  const { rows, total } = list.state;
  useEffect(() => {
    const { pageNo: _p, pageSize: _s, orderField: _f, orderType: _o, ...filters } = encodeListQuery(garbageRecord, list.model.request());
    let live = true;
    callWith<Sums>(kit.request, SUM_DATA, filters, 'silent')
      .then((s) => live && setSums(s))
      .catch(() => live && setSums(null));
    return () => {
      live = false;
    };
  }, [rows, total, kit.request, list.model]);
  const t = (n: number | null | undefined) => (n === null || n === undefined ? '--' : n);
  const items: [string, number | string, string?, string?][] = [
    ['ljfl.garbageRecord.sumTonnes', t(sums?.tonnes), 'kit.unit.t', 'ljfl.garbageRecord.weightHelp'],
    ['ljfl.garbageRecord.sumLoads', t(sums?.loads)],
    ['ljfl.garbageRecord.sumCounted', t(sums?.counted)],
    ['ljfl.garbageRecord.sumLeftOut', t(sums?.leftOut), undefined, 'ljfl.leftOutHelp'],
    ['ljfl.garbageRecord.sumAverage', t(sums?.average), 'kit.unit.t'],
    ['ljfl.garbageRecord.sumTransfer', t(sums?.transferTonnes), 'kit.unit.t', 'ljfl.garbageRecord.legHelp'],
  ];
  return (
    <>
      <Card size="small" title={kit.t('ljfl.garbageRecord.sums')} style={{ marginBottom: 12 }} data-testid="garbage-sums">
        <Row gutter={[16, 8]}>
          {items.map(([label, value, unit, help]) => (
            <Col key={label} flex="1 1 150px">
              <Statistic
                title={help ? <Tooltip title={kit.t(help)}>{kit.t(label)}</Tooltip> : kit.t(label)}
                value={value}
                suffix={unit && value !== '--' ? kit.t(unit) : undefined}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <ResourcePage def={garbageRecord} list={list} />
    </>
  );
}
