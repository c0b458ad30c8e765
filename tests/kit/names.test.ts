// Values and keys read as words, in plain data: a department value by its node's name, a text's
// known codes by their labels, an action's answer labelled by the fields it holds, a ledger's source
// type as the documents that post into it (and a definition that would show a code refused at load).
import { describe, expect, it } from 'vitest';
import { catalogueFromPairs, kitMessages, translator } from '../../kit/i18n';
import { datetime, defineLedger, defineModuleResources, defineResource, enumOf, fieldList, number, reference, text, treeSelect } from '../../kit/resource';
import { answerFields } from '../../kit/ui/answerFields';
import { formatValue } from '../../kit/ui/FieldValue';

const messages = catalogueFromPairs({ 'm.switch.on': ['开启', 'On'], 'm.switch.off': ['关闭', 'Off'] });
const t = translator('zh-CN', kitMessages, messages);

describe('what a cell shows', () => {
  it('shows a department by its name, and the stored value only when the tree has no such node', () => {
    const [dept] = fieldList(defineResource({ id: 'car', title: 'm.car', api: {}, fields: { deptId: treeSelect({ tree: 'department' }) } }));
    const nodes = [{ value: 'd104', label: '道路保洁一队', parent: 'd101' }];
    expect(formatValue(dept!, 'd104', nodes, t)).toBe('道路保洁一队');
    expect(formatValue(dept!, 'd999', nodes, t)).toBe('d999');
  });

  it('shows the codes a text names by their labels and any other text as stored', () => {
    const [value] = fieldList(defineResource({ id: 'param', title: 'm.param', api: {}, fields: { value: text({ labels: [{ value: 'on', label: 'm.switch.on' }, { value: 'off', label: 'm.switch.off' }] }) } }));
    expect(formatValue(value!, 'off', [], t)).toBe('关闭');
    expect(formatValue(value!, '25', [], t)).toBe('25');
  });
});

describe("an action's answer", () => {
  const line = defineResource({ id: 'line', title: 'm.line', api: {}, fields: { qty: number() } });
  const order = defineResource({
    id: 'order',
    title: 'm.order',
    api: { list: '/o/page' },
    fields: { no: text(), state: enumOf({ options: [{ value: 'open', label: 'm.open' }] }) },
    actions: {
      all: { api: '/o/list', label: 'm.all', scope: 'toolbar', show: 'table' },
      lines: { api: '/o/lines', label: 'm.lines', scope: 'row', show: 'table', answer: 'line' },
      tree: { api: '/o/tree', label: 'm.tree', scope: 'toolbar', show: 'table', answer: { name: text(), kind: enumOf({ options: [] }) } },
      view: { api: '/o/view', label: 'm.view', scope: 'row', show: 'detail', answer: { order: 'order', lines: { qty: number({ label: 'm.qty' }) } } },
    },
  });
  const module = { module: 'm', resources: [line, order] };

  it('holds the rows of its resource unless it names another resource or fields of its own', () => {
    expect(answerFields(module, order, order.actions!.all!).map((f) => [f.name, f.label])).toEqual([['no', 'm.order.no'], ['state', 'm.order.state']]);
    expect(answerFields(module, order, order.actions!.lines!).map((f) => f.name)).toEqual(['qty']);
    expect(answerFields(module, order, order.actions!.tree!).map((f) => [f.name, f.label])).toEqual([['name', 'm.col.name'], ['kind', 'm.col.kind']]);
  });

  it('holds a row of a resource or nested keys under a key of its own', () => {
    const [row, lines] = answerFields(module, order, order.actions!.view!);
    expect(row).toMatchObject({ name: 'order', label: 'm.col.order' });
    expect(row && 'nested' in row && row.nested.map((f) => f.name)).toEqual(['no', 'state']);
    expect(lines && 'nested' in lines && lines.nested.map((f) => [f.name, f.label])).toEqual([['qty', 'm.qty']]);
  });

  it('is refused at load when it names a resource the module does not have', () => {
    const bad = defineResource({ ...order, id: 'bad', actions: { x: { api: '/x', label: 'm.x', scope: 'row', show: 'table', answer: 'nothing' } } });
    expect(() => defineModuleResources({ module: 'm', messages, resources: [line, bad] })).toThrow(/m\.bad\.actions\.x: answers rows of no resource "nothing"/);
    const nested = defineResource({ ...order, id: 'nested', actions: { y: { api: '/y', label: 'm.y', scope: 'row', show: 'detail', answer: { deep: { row: 'gone' } } } } });
    expect(() => defineModuleResources({ module: 'm', messages, resources: [line, nested] })).toThrow(/m\.nested\.actions\.y: answers rows of no resource "gone"/);
  });
});

describe("a ledger's source type", () => {
  const material = defineResource({ id: 'material', title: 'm.material', api: {}, fields: { name: text() } });
  const ledger = (sources?: { value: string; label: string }[]) =>
    defineLedger({ id: 'stock', title: 'm.stock', dimensions: { materialId: reference({ resource: 'material', display: 'name' }) }, ...(sources ? { sources } : {}) });
  const lines = defineResource({ id: 'inLine', title: 'm.line', api: {}, readOnly: true, fields: { inId: reference({ resource: 'stockIn', display: 'no' }), materialId: reference({ resource: 'material', display: 'name' }), quantity: number() } });
  const stockIn = defineResource({
    id: 'stockIn',
    title: 'm.stockIn',
    api: {},
    fields: { no: text(), status: enumOf({ options: [{ value: 'draft', label: 'd' }, { value: 'posted', label: 'p' }, { value: 'reversed', label: 'r' }] }) },
    document: { lines: 'inLine', parent: 'inId', posting: { ledger: 'stock', sign: 1, dimensions: { materialId: 'materialId' }, quantity: 'quantity' } },
  });

  it('is a choice of the documents that post into it, shown by their titles', () => {
    const source = ledger([{ value: 'stockIn', label: 'm.stockIn' }]).fields.sourceType!;
    if (source.type !== 'enum') throw new Error('the source type is not a choice');
    expect(formatValue({ ...source, name: 'sourceType', label: 'kit.ledger.sourceType' }, 'stockIn', [...source.options!], translator('zh-CN', catalogueFromPairs({ 'm.stockIn': ['入库单', 'Stock-in'] })))).toBe('入库单');
  });

  it('refuses a module whose ledger names its sources but leaves out a document that posts into it', () => {
    expect(() => defineModuleResources({ module: 'm', messages, resources: [material, ledger([{ value: 'stockOut', label: 'm.stockOut' }]), stockIn, lines] })).toThrow(/m\.stock: the ledger's sources leave out "stockIn"/);
    expect(() => defineModuleResources({ module: 'm', messages, resources: [material, ledger([{ value: 'stockIn', label: 'm.stockIn' }]), stockIn, lines] })).not.toThrow();
  });

  it('refuses kept month aggregates on what documents write: their lines and a ledger', () => {
    const dated = defineResource({ id: 'inLine', title: 'm.line', api: {}, readOnly: true, monthly: 'at', fields: { inId: reference({ resource: 'stockIn', display: 'no' }), materialId: reference({ resource: 'material', display: 'name' }), quantity: number(), at: datetime() } });
    expect(() => defineModuleResources({ module: 'm', messages, resources: [material, ledger(), stockIn, dated] })).toThrow(/m\.inLine: monthly on a document's lines/);
    expect(() => defineResource({ id: 'moves', title: 'm.moves', api: {}, readOnly: true, monthly: 'at', ledger: { dimensions: [], quantity: 'q' }, fields: { q: number(), at: datetime() } })).toThrow(/moves: monthly on a ledger/);
  });
});
