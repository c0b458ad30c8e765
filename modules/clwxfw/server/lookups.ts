/**
 * The service's lookups over the platform: the cars of 车辆管理 with what the service keeps about each
 * (car/queryList, car/getCarByCode, zhj/car/getCarsByCarCode), the organisation's departments as a
 * tree (dept/loadTree), a list (common/loadDepartmentList), with their cars (tree/loadDeptCarTree) or
 * their staff (staff/loadTreeWithPermission). Every answer is the caller's tenant's.
 */
import { HandlerError, type Handler, type HandlerContext, type ModuleStore, type OrgDepartment } from '../../../kit/resource';
import { cars } from './common';

type Row = Record<string, unknown>;
type Node = { id: string; parentId: string | null; name: string; type: 'dept' | 'car' | 'staff'; children?: Node[] } & Row;

/** Every car of 车辆管理 with its department's name and the service's fields, by plate. */
async function serviceCars(store: ModuleStore, t: HandlerContext['t'], keep: (plate: string) => boolean = () => true): Promise<Row[]> {
  const [all, service, depts] = await Promise.all([cars(store), store.all('serviceCar', {}, 20_000), store.org.departments()]);
  const byCar = new Map(service.map((s) => [Number(s.carId), s]));
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  return [...all.values()]
    .filter((c) => keep(String(c.plateNo)))
    .sort((a, b) => String(a.plateNo).localeCompare(String(b.plateNo)))
    .map((c) => {
      const s = byCar.get(Number(c.id));
      return {
        id: c.id,
        carId: c.id,
        plateNo: c.plateNo,
        carType: t(`clwxfw.enum.carType.${String(c.carType)}`),
        deptName: deptName.get(String(c.deptId)) ?? '',
        driverName: c.driverName ?? '',
        deviceCode: s?.deviceCode ?? '',
        oilCardNo: s?.oilCardNo ?? '',
        serviceFactory: s?.serviceFactory ?? '',
        grade: s?.grade ? t(`clwxfw.enum.grade.${String(s.grade)}`) : '',
      };
    });
}

/** The plate a call names (`carCode`, `plateNo` or `carNo`), or a refusal. */
function plateAsked(input: Row, t: HandlerContext['t']): string {
  const code = String(input.carCode ?? input.plateNo ?? input.carNo ?? '').trim();
  if (!code) throw new HandlerError(t('clwxfw.serviceCar.needCode'));
  return code;
}

/** car/queryList (GET): every car with the service's fields. */
export const queryList: Handler = ({ store, t }) => serviceCars(store, t);

/** car/getCarByCode (GET): the one car of that plate. */
export const getCarByCode: Handler = async ({ store, input, t }) => {
  const code = plateAsked(input, t);
  const [car] = await serviceCars(store, t, (p) => p === code);
  if (!car) throw new HandlerError(t('clwxfw.serviceCar.notFound', { code }));
  return car;
};

/** zhj/car/getCarsByCarCode: the cars whose plate holds the text (any case). */
export const getCarsByCarCode: Handler = async ({ store, input, t }) => {
  const code = plateAsked(input, t).toUpperCase();
  return serviceCars(store, t, (p) => p.toUpperCase().includes(code));
};

/** Departments nested by parent, each with `extra(d)` leaves first. */
function nest(depts: OrgDepartment[], extra: (d: OrgDepartment) => Node[] = () => []): Node[] {
  const nodes = new Map<string, Node>(depts.map((d) => [d.id, { id: `dept:${d.id}`, parentId: d.parentId, name: d.name, code: d.code, type: 'dept', children: extra(d) }]));
  const roots: Node[] = [];
  for (const d of depts) {
    const parent = d.parentId ? nodes.get(d.parentId) : undefined;
    (parent ? parent.children! : roots).push(nodes.get(d.id)!);
  }
  const prune = (n: Node): Node => (n.children?.length ? { ...n, children: n.children.map(prune) } : { ...n, children: undefined });
  return roots.map(prune);
}

/** dept/loadTree: the tenant's departments as a tree. */
export const deptTree: Handler = async ({ store }) => nest(await store.org.departments());

/** common/loadDepartmentList: the tenant's departments, flat, in the tenant's order. */
export const departmentList: Handler = async ({ store }) => {
  const depts = await store.org.departments();
  const name = new Map(depts.map((d) => [d.id, d.name]));
  return depts.map((d) => ({ id: d.id, code: d.code, name: d.name, parentName: d.parentId ? (name.get(d.parentId) ?? '') : '' }));
};

/** tree/loadDeptCarTree: the departments with the cars of 车辆管理 that belong to each. */
export const deptCarTree: Handler = async ({ store }) => {
  const [depts, all] = await Promise.all([store.org.departments(), cars(store)]);
  const list = [...all.values()].sort((a, b) => String(a.plateNo).localeCompare(String(b.plateNo)));
  return nest(depts, (d) => list.filter((c) => String(c.deptId) === d.id).map((c) => ({ id: `car:${String(c.id)}`, parentId: d.id, name: String(c.plateNo), carId: c.id, type: 'car' })));
};

/** staff/loadTreeWithPermission: the departments the caller may see (data scope) with their staff (the approver picker). */
export const staffTree: Handler = async ({ store }) => {
  const [depts, staff] = await Promise.all([store.org.visibleDepartments(), store.org.staff()]);
  return nest(depts, (d) => staff.filter((s) => s.deptId === d.id).map((s) => ({ id: `staff:${s.id}`, parentId: d.id, name: s.name, code: s.code, phone: s.phone, type: 'staff' })));
};
