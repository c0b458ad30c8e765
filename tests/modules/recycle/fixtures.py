# Writes the LibreOffice sources (.fods) of the customer-records import fixtures; fixtures.sh converts
# them to .xlsx with LibreOffice itself.
import sys

HEAD = ['记录编号', '回收客户', '交投站点', '交投时间', '资源小类', '重量', '单价（元）', '收运人']
GOOD = [
    ['HS-IMP-001', '朝晖新村物业服务中心', '朝晖再生资源回收站', '2026-11-20T09:30:00', '黄板纸', 52.5, 1.25, '王建国'],
    ['HS-IMP-001', '朝晖新村物业服务中心', '朝晖再生资源回收站', '2026-11-20T09:30:00', 'PET瓶', 8.4, None, '王建国'],
    ['HS-IMP-002', '文晖小区物业服务中心', '文晖再生资源回收站', '2026-11-21T10:15:00', '易拉罐', 3.2, 6.1, '李志强'],
]
BAD = [
    ['HS-IMP-101', '朝晖新村物业服务中心', '朝晖再生资源回收站', '2026-11-22T09:00:00', '黄板纸', 10, 1.2, '王建国'],
    ['HS-IMP-101', '朝晖新村物业服务中心', '朝晖再生资源回收站', '2026-11-22T09:00:00', '废电池', 2, 1, '王建国'],
    ['HS-IMP-102', '文晖小区物业服务中心', '文晖再生资源回收站', '2026-11-22T10:00:00', '书报纸', -2, 1.4, '李志强'],
]

def cell(v):
    if v is None:
        return '<table:table-cell/>'
    if isinstance(v, (int, float)):
        return f'<table:table-cell office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    if len(v) == 19 and v[10] == 'T':
        return f'<table:table-cell table:style-name="datetime" office:value-type="date" office:date-value="{v}"><text:p>{v.replace("T", " ")}</text:p></table:table-cell>'
    return f'<table:table-cell office:value-type="string"><text:p>{v}</text:p></table:table-cell>'

def doc(comment, rows):
    body = ''.join('    <table:table-row>' + ''.join(cell(v) for v in r) + '</table:table-row>\n' for r in [HEAD] + rows)
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<!-- {comment} -->
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:automatic-styles>
  <number:date-style style:name="N2"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/><number:text> </number:text><number:hours number:style="long"/><number:text>:</number:text><number:minutes number:style="long"/><number:text>:</number:text><number:seconds number:style="long"/></number:date-style>
  <style:style style:name="datetime" style:family="table-cell" style:data-style-name="N2"/>
 </office:automatic-styles>
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Sheet1">
{body}   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
'''

out = sys.argv[1]
open(f'{out}/recycle-records.fods', 'w').write(doc('Two customer records in three lines (rows of HS-IMP-001 make one record; the PET line has no price: the reference price). Times are date cells.', GOOD))
open(f'{out}/recycle-records-bad.fods', 'w').write(doc('Row 3 names a sub-category that does not exist (废电池), row 4 a negative weight: nothing may be imported.', BAD))
