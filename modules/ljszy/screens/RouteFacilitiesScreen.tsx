/**
 * A route's facilities (/cloud/ljszy/route/*): pick a route, move facilities in or out of it and save
 * (enhanceRoute), with the nearest candidates listed first; pick a vehicle to see the facilities of
 * its routes and the candidates for it.
 */
import { Button, Card, Col, Row, Select, Space, Tag, Transfer } from 'antd';
import { useEffect, useState } from 'react';
import { PanelBody } from '../../../kit/charts';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { useFeedback, useFunctions, useKit } from '../../../kit/ui';
import { useCarChoices, useRouteChoices } from './useRoutes';

type Fac = { id: number; facilityName: string; inRoute: boolean; order: number | null };

export function RouteFacilitiesScreen() {
  const kit = useKit();
  const { message } = useFeedback();
  const routes = useRouteChoices();
  const cars = useCarChoices();
  // enhanceRoute changes the route: the server asks for its update function, and so does the button.
  const can = useFunctions({ save: 'ljszy.route.update' });
  const [routeId, setRouteId] = useState<number>();
  const [carId, setCarId] = useState<number>();
  const [all, setAll] = useState<Fac[]>([]);
  const [target, setTarget] = useState<string[]>([]);
  const [onRoute, setOnRoute] = useState<number[]>([]);
  const [carFacs, setCarFacs] = useState<number[]>([]);
  const [version, setVersion] = useState(0);
  const rid = routeId ?? routes[0]?.value;
  const cid = carId ?? cars[0]?.value;

  useEffect(() => {
    if (!rid) return;
    callWith<Fac[]>(kit.request, parseCall('/cloud/ljszy/route/getAllFacsByRouteId'), { routeId: rid }).then((list) => {
      setAll(list);
      setTarget(list.filter((f) => f.inRoute).sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((f) => String(f.id)));
    }, () => undefined);
    callWith<number[]>(kit.request, parseCall('/cloud/ljszy/route/getFacsByRounteId'), { routeId: rid }).then(setOnRoute, () => undefined);
  }, [kit, rid, version]);
  useEffect(() => {
    if (cid) callWith<number[]>(kit.request, parseCall('/cloud/ljszy/route/getFacsByCarId'), { carId: cid }).then(setCarFacs, () => undefined);
  }, [kit, cid, version]);

  const save = async () => {
    await callWith(kit.request, parseCall('/cloud/ljszy/route/enhanceRoute'), { routeId: rid, facilityIds: target.join(',') });
    message.success(kit.t('kit.server.saved'));
    setVersion(version + 1);
  };

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card
          title={kit.t('ljszy.routeFac.title')}
          extra={
            <Space>
              <Select style={{ minWidth: 220 }} aria-label={kit.t('ljszy.route.routeName')} options={routes} value={rid} onChange={setRouteId} />
              <Tag>{kit.t('ljszy.routeFac.count', { count: onRoute.length })}</Tag>
              {can.save && (
                <Button type="primary" onClick={() => void save().catch(() => undefined)}>
                  {kit.t('kit.save')}
                </Button>
              )}
            </Space>
          }
        >
          <Transfer
            dataSource={all.map((f) => ({ key: String(f.id), title: f.facilityName }))}
            targetKeys={target}
            onChange={(keys) => setTarget(keys.map(String))}
            disabled={!can.save}
            render={(item) => item.title}
            showSearch
            titles={[kit.t('ljszy.routeFac.available'), kit.t('ljszy.routeFac.onRoute')]}
            styles={{ section: { width: 360, height: 360 } }}
          />
        </Card>
      </Col>
      {rid && (
        <>
          <Col xs={24} lg={12}>
            <Card size="small" title={kit.t('ljszy.routeFac.routeList')}>
              <PanelBody key={`r${version}`} panel={{ key: 'routeFacs', title: '', call: '/cloud/ljszy/route/getFacilityByRounte', kind: 'table', params: { routeId: rid } }} height={240} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={kit.t('ljszy.routeFac.candidates')}>
              <PanelBody key={`c${version}`} panel={{ key: 'routeCandidates', title: '', call: '/cloud/ljszy/route/getEnhancingFacsByRouteIdNew', kind: 'table', params: { routeId: rid } }} height={240} />
            </Card>
          </Col>
        </>
      )}
      <Col span={24}>
        <Card
          size="small"
          title={kit.t('ljszy.routeFac.byCar')}
          extra={
            <Space>
              <Select style={{ minWidth: 180 }} aria-label={kit.t('ljszy.carInfo.carCode')} options={cars} value={cid} onChange={setCarId} />
              <Tag>{kit.t('ljszy.routeFac.count', { count: carFacs.length })}</Tag>
            </Space>
          }
        >
          {cid && (
            <Row gutter={16}>
              <Col xs={24} lg={12}>
                <PanelBody key={`cf${version}`} panel={{ key: 'carFacs', title: '', call: '/cloud/ljszy/route/getFacilityByCarId', kind: 'table', params: { carId: cid } }} height={240} />
              </Col>
              <Col xs={24} lg={12}>
                <PanelBody key={`cc${version}`} panel={{ key: 'carCandidates', title: '', call: '/cloud/ljszy/route/getEnhancingFacsByCarIdNew', kind: 'table', params: { carId: cid } }} height={240} />
              </Col>
            </Row>
          )}
        </Card>
      </Col>
    </Row>
  );
}
